import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { admitidoComo } from '@claustro/domain/academicos/admitido-como.resource';
import { carrera } from '@claustro/domain/academicos/carrera.resource';
import { condicionAcademica } from '@claustro/domain/academicos/condicion-academica.resource';
import { documentoAcademico } from '@claustro/domain/academicos/documento-academico.resource';
import { estadoEstudiante } from '@claustro/domain/academicos/estado-estudiante.resource';
import { estatus } from '@claustro/domain/generales/estatus.resource';
import { motivo } from '@claustro/domain/generales/motivo.resource';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import { sede } from '@claustro/domain/planta-fisica/sede.resource';
import { catalogueTable, persona, usuario } from './catalogues.ts';
import { ts } from './columns.ts';

// ── Career access ──────────────────────────────────────────────────────────────────────────────

/** Which careers a user works with (and as coordinator or director); scopes student lists and lookups. */
export const carreraUsuarioAcceso = pgTable(
  'carrera_usuario_acceso',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    carreraId: integer('carrera_id')
      .notNull()
      .references(() => catalogueTable(carrera).carreraId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    coordinador: boolean('coordinador').notNull().default(false),
    director: boolean('director').notNull().default(false),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrera_usuario_acceso_uq').on(t.carreraId, t.usuarioId), index('carrera_usuario_acceso_usuario_idx').on(t.usuarioId)],
);

// ── Students ───────────────────────────────────────────────────────────────────────────────────

/** Counters handed out inside the caller's transaction (never a database sequence: no gaps). */
export const secuencia = pgTable('secuencia', {
  clave: varchar('clave', { length: 80 }).primaryKey(),
  valor: integer('valor').notNull(),
});

export const estudiante = pgTable(
  'estudiante',
  {
    estudianteId: serial('estudiante_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    matricula: varchar('matricula', { length: 30 }).notNull(),
    estuCreditosCursados: integer('estu_creditos_cursados').notNull().default(0),
    estuCreditosConvalidados: integer('estu_creditos_convalidados').notNull().default(0),
    estuEnCasoEmergencia: varchar('estu_en_caso_emergencia', { length: 120 }),
    estuContactoEmergencia: varchar('estu_contacto_emergencia', { length: 30 }),
    persAlergico: varchar('pers_alergico', { length: 250 }),
    tipoSangreId: integer('tipo_sangre_id'),
    auditado: boolean('auditado').notNull().default(false),
    /** When the student last confirmed their personal data (the data-update campaign compares it). */
    datosActualizadosEn: ts('datos_actualizados_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estudiante_matricula_uq').on(sql`lower(${t.matricula})`),
    uniqueIndex('estudiante_persona_uq').on(t.personaId),
    index('estudiante_matricula_trgm').using('gin', sql`lower(${t.matricula}) gin_trgm_ops`),
    // A matrícula typed without its hyphen, or any part of it ("20251070", "1070").
    index('estudiante_matricula_digits_trgm').using('gin', sql`replace(${t.matricula}, '-', '') gin_trgm_ops`),
    // "starts with" searches of a matrícula are a range of this index, whatever the collation.
    index('estudiante_matricula_prefix_idx').on(sql`lower(${t.matricula}) text_pattern_ops`),
  ],
);

/** A student's careers, each with its plan, campus and status; the first active one is "the" career (§4). */
export const estudianteCarrera = pgTable(
  'estudiante_carrera',
  {
    estudianteCarreraId: serial('estudiante_carrera_id').primaryKey(),
    estudianteId: integer('estudiante_id')
      .notNull()
      .references(() => estudiante.estudianteId),
    carreraId: integer('carrera_id')
      .notNull()
      .references(() => catalogueTable(carrera).carreraId),
    planEstudioId: integer('plan_estudio_id')
      .notNull()
      .references(() => catalogueTable(planEstudio).planEstudioId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => catalogueTable(sede).sedeId),
    estadoEstudianteId: integer('estado_estudiante_id')
      .notNull()
      .references(() => catalogueTable(estadoEstudiante).estadoEstudianteId),
    periodoIngresoId: integer('periodo_ingreso_id').references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    /** How the student entered this career; decides which academic documents they bring. */
    admitidoComoId: integer('admitido_como_id').references(() => catalogueTable(admitidoComo).admitidoComoId),
    condicionAcademicaId: integer('condicion_academica_id').references(() => catalogueTable(condicionAcademica).condicionAcademicaId),
    activa: boolean('activa').notNull().default(true),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('estudiante_carrera_estudiante_idx').on(t.estudianteId), index('estudiante_carrera_carrera_sede_idx').on(t.carreraId, t.sedeId)],
);

/** Career, status, campus and academic-condition changes, recorded as events: history is never overwritten. */
export const estudianteCambio = pgTable(
  'estudiante_cambio',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    estudianteId: integer('estudiante_id')
      .notNull()
      .references(() => estudiante.estudianteId),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    periodoAcademicoId: integer('periodo_academico_id').references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    antes: jsonb('antes').notNull(),
    despues: jsonb('despues').notNull(),
    motivoId: integer('motivo_id').references(() => catalogueTable(motivo).motivoId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('estudiante_cambio_estudiante_idx').on(t.estudianteId, t.tipo), index('estudiante_cambio_tipo_fecha_idx').on(t.tipo, t.creadoEn)],
);

/** An academic document of a student's career: delivered or not, when, with its file (spec §7 `estudiantes/documentos`). */
export const estudianteDocumento = pgTable(
  'estudiante_documento',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    documentoAcademicoId: integer('documento_academico_id')
      .notNull()
      .references(() => catalogueTable(documentoAcademico).documentoAcademicoId),
    entregado: boolean('entregado').notNull().default(false),
    fechaEntrega: date('fecha_entrega', { mode: 'string' }),
    archivoUrl: varchar('archivo_url', { length: 300 }),
    observacion: varchar('observacion', { length: 300 }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('estudiante_documento_uq').on(t.estudianteCarreraId, t.documentoAcademicoId)],
);

// ── Professors ─────────────────────────────────────────────────────────────────────────────────

export const profesor = pgTable(
  'profesor',
  {
    profesorId: serial('profesor_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    profCodigoReferencia: varchar('prof_codigo_referencia', { length: 30 }).notNull(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => catalogueTable(sede).sedeId),
    carreraId: integer('carrera_id').references(() => catalogueTable(carrera).carreraId),
    estatusId: integer('estatus_id').references(() => catalogueTable(estatus).estatusId),
    profFechaIngreso: date('prof_fecha_ingreso', { mode: 'string' }),
    profEsElegible: boolean('prof_es_elegible').notNull().default(true),
    profFechaInhabilidad: date('prof_fecha_inhabilidad', { mode: 'string' }),
    profInhabilidadObservacion: varchar('prof_inhabilidad_observacion', { length: 500 }),
    profesorCategoriaPagoId: integer('profesor_categoria_pago_id'),
    profEsDirector: boolean('prof_es_director').notNull().default(false),
    profEsCoordinador: boolean('prof_es_coordinador').notNull().default(false),
    profEsAdministrativo: boolean('prof_es_administrativo').notNull().default(false),
    profEsExterno: boolean('prof_es_externo').notNull().default(false),
    profEducacionCont: boolean('prof_educacion_cont').notNull().default(false),
    profCasoEmergencia: varchar('prof_caso_emergencia', { length: 120 }),
    profCasoEmergenciaTel: varchar('prof_caso_emergencia_tel', { length: 30 }),
    firmaUrl: varchar('firma_url', { length: 300 }),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profesor_codigo_uq').on(sql`lower(${t.profCodigoReferencia})`),
    uniqueIndex('profesor_persona_uq').on(t.personaId),
    index('profesor_carrera_idx').on(t.carreraId),
  ],
);
