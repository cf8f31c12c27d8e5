import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { asignatura } from '@claustro/domain/academicos/asignatura.resource';
import { calificacionLiteral } from '@claustro/domain/academicos/calificacion-literal.resource';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { estudianteCarrera, profesor } from './academicos.ts';
import { seccionHorario } from './horarios.ts';
import { ts } from './columns.ts';

// ── Grades (spec §2 Grades) ──────────────────────────────────────────────────────────────────

/**
 * A section's grade sheet (acta): open while its professor enters grades; once submitted
 * (`estado = 'enviada'`, with when and by whom) its grades do not change but through a supplementary
 * sheet (acta supletoria).
 */
export const actaCalificacion = pgTable(
  'acta_calificacion',
  {
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .primaryKey()
      .references(() => seccionHorario.seccionAsignaturaId),
    estado: varchar('estado', { length: 10 }).notNull().default('abierta'),
    enviadaEn: ts('enviada_en'),
    enviadaPor: integer('enviada_por').references(() => usuario.usuarioId),
  },
  (t) => [check('acta_calificacion_estado_ck', sql`${t.estado} in ('abierta', 'enviada')`)],
);

/**
 * A student career's grade in a subject in a period: a score (0–100, two decimals) and its letter from
 * the institution's scale, or a letter alone (withdrawn). Entered on a section's sheet (`seccion`), or
 * without one (a validation, an exemption) by the processes that grant them.
 */
export const calificacion = pgTable(
  'calificacion',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    asignaturaId: integer('asignatura_id')
      .notNull()
      .references(() => catalogueTable(asignatura).asignaturaId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    seccionAsignaturaId: integer('seccion_asignatura_id').references(() => seccionHorario.seccionAsignaturaId),
    nota: numeric('nota', { precision: 5, scale: 2 }),
    calificacionLiteralId: integer('calificacion_literal_id')
      .notNull()
      .references(() => catalogueTable(calificacionLiteral).calificacionLiteralId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    actualizadaEn: ts('actualizada_en').notNull().defaultNow(),
    /** A grade given without a section (validated, exempted, conferred) that was annulled: off the record, kept for history. */
    anulada: boolean('anulada').notNull().default(false),
  },
  (t) => [
    uniqueIndex('calificacion_seccion_uq')
      .on(t.estudianteCarreraId, t.seccionAsignaturaId)
      .where(sql`seccion_asignatura_id is not null`),
    index('calificacion_estudiante_idx').on(t.estudianteCarreraId, t.periodoAcademicoId),
    // A term's grades (the enrolled of the MESCyT's reports, a term's performance), read off the index.
    index('calificacion_periodo_idx')
      .on(t.periodoAcademicoId, t.estudianteCarreraId, t.asignaturaId)
      .where(sql`not anulada`),
    index('calificacion_seccion_idx').on(t.seccionAsignaturaId),
    // Who passed a subject, read from the index alone (graduation candidates start from their plans' last subjects).
    index('calificacion_asignatura_idx').on(t.asignaturaId, t.calificacionLiteralId, t.estudianteCarreraId),
    check('calificacion_nota_ck', sql`${t.nota} is null or (${t.nota} >= 0 and ${t.nota} <= 100)`),
  ],
);

/**
 * A grade's trail (bitácora): every change to a grade — entered, changed or cleared on a sheet; the
 * sheet submitted; corrected by an approved acta supletoria; recorded, changed or annulled without a
 * section; granted — with who, when, the grade before and after, and why where one is given.
 * Append-only (a trigger refuses updates and deletes). Keyed by the student career and the subject in
 * the period (and the sheet, for a sheet's line), so the trail of a cleared line stays.
 */
export const calificacionBitacora = pgTable(
  'calificacion_bitacora',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    asignaturaId: integer('asignatura_id')
      .notNull()
      .references(() => catalogueTable(asignatura).asignaturaId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    seccionAsignaturaId: integer('seccion_asignatura_id').references(() => seccionHorario.seccionAsignaturaId),
    /** The grade, while it exists (no key: a sheet's cleared line leaves no grade). */
    calificacionId: integer('calificacion_id'),
    accion: varchar('accion', { length: 10 }).notNull(),
    notaAntes: numeric('nota_antes', { precision: 5, scale: 2 }),
    literalAntesId: integer('literal_antes_id').references(() => catalogueTable(calificacionLiteral).calificacionLiteralId),
    nota: numeric('nota', { precision: 5, scale: 2 }),
    literalId: integer('literal_id').references(() => catalogueTable(calificacionLiteral).calificacionLiteralId),
    motivo: varchar('motivo', { length: 500 }),
    actaSupletoriaId: integer('acta_supletoria_id').references(() => actaSupletoria.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [
    check(
      'calificacion_bitacora_accion_ck',
      sql`${t.accion} in ('digitada', 'modificada', 'borrada', 'enviada', 'corregida', 'registrada', 'anulada', 'otorgada')`,
    ),
    index('calificacion_bitacora_estudiante_idx').on(t.estudianteCarreraId, t.periodoAcademicoId, t.id),
    index('calificacion_bitacora_seccion_idx').on(t.seccionAsignaturaId, t.id),
    index('calificacion_bitacora_calificacion_idx').on(t.calificacionId),
  ],
);

/**
 * A correction of a grade on a submitted sheet (acta supletoria): the grade before and the one asked
 * for, why, who asked and when; then who decided, when and with what note. The grade changes only
 * when it is approved; one correction of a grade pending at a time.
 */
export const actaSupletoria = pgTable(
  'acta_supletoria',
  {
    id: serial('id').primaryKey(),
    calificacionId: integer('calificacion_id')
      .notNull()
      .references(() => calificacion.id),
    notaAnterior: numeric('nota_anterior', { precision: 5, scale: 2 }),
    literalAnteriorId: integer('literal_anterior_id')
      .notNull()
      .references(() => catalogueTable(calificacionLiteral).calificacionLiteralId),
    nota: numeric('nota', { precision: 5, scale: 2 }),
    calificacionLiteralId: integer('calificacion_literal_id')
      .notNull()
      .references(() => catalogueTable(calificacionLiteral).calificacionLiteralId),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('pendiente'),
    solicitadaPor: integer('solicitada_por')
      .notNull()
      .references(() => usuario.usuarioId),
    solicitadaEn: ts('solicitada_en').notNull().defaultNow(),
    resueltaPor: integer('resuelta_por').references(() => usuario.usuarioId),
    resueltaEn: ts('resuelta_en'),
    observacion: varchar('observacion', { length: 500 }),
  },
  (t) => [
    check('acta_supletoria_estado_ck', sql`${t.estado} in ('pendiente', 'aprobada', 'rechazada')`),
    uniqueIndex('acta_supletoria_pendiente_uq')
      .on(t.calificacionId)
      .where(sql`estado = 'pendiente'`),
    index('acta_supletoria_estado_idx').on(t.estado, t.solicitadaEn),
  ],
);

/**
 * A student career's index in a period, as the last calculation left it (`/academicos/calculo-indice-academico`):
 * the period's credits taken and earned, its points and index, and the index and credits accumulated
 * up to it. Written set-based; a calculation over an unchanged record changes no row.
 */
export const indicePeriodo = pgTable(
  'indice_periodo',
  {
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    creditosCursados: integer('creditos_cursados').notNull(),
    creditosAprobados: integer('creditos_aprobados').notNull(),
    puntos: numeric('puntos', { precision: 9, scale: 2 }).notNull(),
    indice: numeric('indice', { precision: 4, scale: 2 }),
    indiceAcumulado: numeric('indice_acumulado', { precision: 4, scale: 2 }),
    creditosAcumulados: integer('creditos_acumulados').notNull(),
    calculadoEn: ts('calculado_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.estudianteCarreraId, t.periodoAcademicoId] })],
);

/**
 * A calculation of the index for the whole institution, run as a background job batch by batch:
 * how far it has gone (`procesados` of `total` student careers, up to `ultimoId`), what it changed,
 * and how it ended.
 */
export const calculoIndice = pgTable('calculo_indice', {
  id: serial('id').primaryKey(),
  estado: varchar('estado', { length: 10 }).notNull().default('pendiente'),
  total: integer('total').notNull().default(0),
  procesados: integer('procesados').notNull().default(0),
  ultimoId: integer('ultimo_id').notNull().default(0),
  actualizados: integer('actualizados').notNull().default(0),
  condiciones: integer('condiciones').notNull().default(0),
  iniciadoPor: integer('iniciado_por')
    .notNull()
    .references(() => usuario.usuarioId),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  terminadoEn: ts('terminado_en'),
  error: varchar('error', { length: 500 }),
});

/**
 * A grade granted without a section: a validation of studies elsewhere (convalidación: the institution
 * and subject of origin, and the grade there) or an exemption (exoneración), with its reason and who
 * granted it. Its grade (`calificacion`, the scale's validated or exempted letter) earns the subject's
 * credits without counting in the index.
 */
export const calificacionOtorgada = pgTable(
  'calificacion_otorgada',
  {
    id: serial('id').primaryKey(),
    calificacionId: integer('calificacion_id')
      .notNull()
      .references(() => calificacion.id),
    tipo: varchar('tipo', { length: 14 }).notNull(),
    institucionOrigen: varchar('institucion_origen', { length: 200 }),
    asignaturaOrigen: varchar('asignatura_origen', { length: 200 }),
    notaOrigen: varchar('nota_origen', { length: 20 }),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    motivoAnulacion: varchar('motivo_anulacion', { length: 500 }),
    anuladaPor: integer('anulada_por').references(() => usuario.usuarioId),
    anuladaEn: ts('anulada_en'),
  },
  (t) => [
    check('calificacion_otorgada_tipo_ck', sql`${t.tipo} in ('convalidacion', 'exoneracion', 'colacion')`),
    uniqueIndex('calificacion_otorgada_calificacion_uq').on(t.calificacionId),
  ],
);

/**
 * A student's attendance at a section's meeting day: present, late, absent or excused, marked by the
 * professor (or staff) or — present or late — by the student's own check-in near the building
 * (`metodo = 'geo'`, with the distance measured).
 */
export const asistencia = pgTable(
  'asistencia',
  {
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    fecha: date('fecha').notNull(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    estado: varchar('estado', { length: 8 }).notNull(),
    metodo: varchar('metodo', { length: 8 }).notNull(),
    distanciaM: integer('distancia_m'),
    registradaPor: integer('registrada_por')
      .notNull()
      .references(() => usuario.usuarioId),
    registradaEn: ts('registrada_en').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seccionAsignaturaId, t.fecha, t.estudianteCarreraId] }),
    index('asistencia_estudiante_idx').on(t.estudianteCarreraId),
    check('asistencia_estado_ck', sql`${t.estado} in ('presente', 'tarde', 'ausente', 'excusa')`),
    check('asistencia_metodo_ck', sql`${t.metodo} in ('profesor', 'geo')`),
  ],
);

/**
 * A professor's own check-in to a class (`/academicos/profesor-asistencia`): on a day the section
 * meets, near its building, present or late by the time; once per section and day.
 */
export const asistenciaProfesor = pgTable(
  'asistencia_profesor',
  {
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    fecha: date('fecha').notNull(),
    profesorId: integer('profesor_id')
      .notNull()
      .references(() => profesor.profesorId),
    estado: varchar('estado', { length: 8 }).notNull(),
    distanciaM: integer('distancia_m').notNull(),
    registradaEn: ts('registrada_en').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seccionAsignaturaId, t.fecha, t.profesorId] }),
    index('asistencia_profesor_fecha_idx').on(t.fecha),
    check('asistencia_profesor_estado_ck', sql`${t.estado} in ('presente', 'tarde')`),
  ],
);

/**
 * A component's score on a section's sheet, where the section's grading template has components
 * (partial exams, projects…): by the component's place in the template (0 first). The line's final is
 * computed from them (`componentes.rules.ts`) and kept in `calificacion` as any grade.
 */
export const calificacionComponente = pgTable(
  'calificacion_componente',
  {
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    posicion: smallint('posicion').notNull(),
    nota: numeric('nota', { precision: 5, scale: 2 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    actualizadaEn: ts('actualizada_en').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seccionAsignaturaId, t.estudianteCarreraId, t.posicion] }),
    check('calificacion_componente_nota_ck', sql`${t.nota} >= 0 and ${t.nota} <= 100`),
  ],
);
