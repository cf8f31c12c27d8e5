import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { honorAcademico } from '@claustro/domain/academicos/honor-academico.resource';
import { libroEgresado } from '@claustro/domain/academicos/libro-egresado.resource';
import { firmante } from '@claustro/domain/academicos/firmante.resource';
import { servicioContable } from '@claustro/domain/financieros/servicio-contable.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { estudianteCarrera } from './academicos.ts';
import { cargoEstudiante } from './financieros.ts';
import { ts } from './columns.ts';

// ── Graduation (spec §2 Graduation and documents) ─────────────────────────────────────────────

/**
 * A student career graduated (`/academicos/Graduacion`): the ceremony's date, the final index and the
 * honour it earned, the title as worded for the graduate, and where the graduate is written in the
 * graduates book (its `secuencia`-th line: page, line, folio). Annulled with a reason, never deleted:
 * its line in the book stays taken. One graduation in force per student career.
 */
export const graduado = pgTable(
  'graduado',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    fechaGraduacion: date('fecha_graduacion').notNull(),
    indice: numeric('indice', { precision: 4, scale: 2 }),
    honorAcademicoId: integer('honor_academico_id').references(() => catalogueTable(honorAcademico).honorAcademicoId),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    libroEgresadoId: integer('libro_egresado_id')
      .notNull()
      .references(() => catalogueTable(libroEgresado).libroEgresadoId),
    secuencia: integer('secuencia').notNull(),
    pagina: integer('pagina').notNull(),
    linea: integer('linea').notNull(),
    folio: integer('folio').notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('graduado'),
    motivoAnulacion: varchar('motivo_anulacion', { length: 500 }),
    anuladoPor: integer('anulado_por').references(() => usuario.usuarioId),
    anuladoEn: ts('anulado_en'),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    check('graduado_estado_ck', sql`${t.estado} in ('graduado', 'anulado')`),
    uniqueIndex('graduado_vigente_uq')
      .on(t.estudianteCarreraId)
      .where(sql`estado = 'graduado'`),
    uniqueIndex('graduado_libro_linea_uq').on(t.libroEgresadoId, t.secuencia),
    index('graduado_fecha_idx').on(t.fechaGraduacion),
  ],
);

/**
 * An official letter (`/academicos/oficios`) to another institution: numbered by year (`anio`,
 * `secuencia`: OF-2026-0001, never reused), signed by a signatory, about a student or not, with the
 * verification code the public check (`/ConsultaOficios`) asks for with its number. Annulled with a
 * reason, never deleted.
 */
export const oficio = pgTable(
  'oficio',
  {
    id: serial('id').primaryKey(),
    anio: integer('anio').notNull(),
    secuencia: integer('secuencia').notNull(),
    fecha: date('fecha').notNull(),
    destinatario: varchar('destinatario', { length: 200 }).notNull(),
    institucion: varchar('institucion', { length: 200 }),
    asunto: varchar('asunto', { length: 200 }).notNull(),
    cuerpo: text('cuerpo').notNull(),
    estudianteCarreraId: integer('estudiante_carrera_id').references(() => estudianteCarrera.estudianteCarreraId),
    firmanteId: integer('firmante_id')
      .notNull()
      .references(() => catalogueTable(firmante).firmanteId),
    codigo: varchar('codigo', { length: 14 }).notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('vigente'),
    motivoAnulacion: varchar('motivo_anulacion', { length: 500 }),
    anuladoPor: integer('anulado_por').references(() => usuario.usuarioId),
    anuladoEn: ts('anulado_en'),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    check('oficio_estado_ck', sql`${t.estado} in ('vigente', 'anulado')`),
    uniqueIndex('oficio_numero_uq').on(t.anio, t.secuencia),
    uniqueIndex('oficio_codigo_uq').on(t.codigo),
    index('oficio_creado_idx').on(t.creadoEn),
  ],
);

/**
 * A document a student asked for online (`/estudiantes/academicos/solicitudes-online`): its kind,
 * copies, whom it is for, the student's note, and its state; one open request of a kind per student
 * career. Every state it goes through is kept in `solicitud_online_paso`.
 */
export const solicitudOnline = pgTable(
  'solicitud_online',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    /** The document asked for: a service requested online (`se_co_permite_solicitud_en_linea`). */
    servicioContableId: integer('servicio_contable_id')
      .notNull()
      .references(() => catalogueTable(servicioContable).servicioContableId),
    /** Its fee on the student's account (none when the document is free). */
    cargoEstudianteId: integer('cargo_estudiante_id').references(() => cargoEstudiante.cargoEstudianteId),
    copias: integer('copias').notNull().default(1),
    destinatario: varchar('destinatario', { length: 200 }),
    observacion: varchar('observacion', { length: 500 }),
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    creadaEn: ts('creada_en').notNull().defaultNow(),
  },
  (t) => [
    check('solicitud_online_estado_ck', sql`${t.estado} in ('pendiente', 'en_proceso', 'lista', 'entregada', 'rechazada', 'cancelada')`),
    uniqueIndex('solicitud_online_abierta_servicio_uq')
      .on(t.estudianteCarreraId, t.servicioContableId)
      .where(sql`estado in ('pendiente', 'en_proceso', 'lista')`),
    index('solicitud_online_estado_idx').on(t.estado, t.creadaEn),
  ],
);

/** A state an online request went through: when, by whom, with the note the student was told. */
export const solicitudOnlinePaso = pgTable(
  'solicitud_online_paso',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudOnline.id),
    estado: varchar('estado', { length: 12 }).notNull(),
    nota: varchar('nota', { length: 500 }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [index('solicitud_online_paso_solicitud_idx').on(t.solicitudId)],
);
