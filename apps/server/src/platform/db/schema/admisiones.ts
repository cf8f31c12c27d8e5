import { sql } from 'drizzle-orm';
import { foldedNameSql } from '../sql.ts';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { admitidoComo } from '@claustro/domain/academicos/admitido-como.resource';
import { bloqueHorarioTanda } from '@claustro/domain/horarios/bloque-horario-tanda.resource';
import { carrera } from '@claustro/domain/academicos/carrera.resource';
import { documentoAcademico } from '@claustro/domain/academicos/documento-academico.resource';
import { estadoSolicitudAdmision } from '@claustro/domain/academicos/estado-solicitud-admision.resource';
import { financiamientoEstudio } from '@claustro/domain/academicos/financiamiento-estudio.resource';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { sede } from '@claustro/domain/planta-fisica/sede.resource';
import { sesionPruebaAdmision } from '@claustro/domain/academicos/prueba-admision.resource';
import { tipoCarrera } from '@claustro/domain/academicos/tipo-carrera.resource';
import { estudiante } from './academicos.ts';
import { catalogueTable, usuario } from './catalogues.ts';
import { ts } from './columns.ts';

// ── Admissions ─────────────────────────────────────────────────────────────────────────────────

/**
 * An admission request (spec §3 "Admission request"): filed by an applicant without an account,
 * found again with its code and the applicant's identification. Lists of the form (languages,
 * parents and contacts, the address) are kept as the applicant wrote them.
 */
export const solicitudAdmision = pgTable(
  'solicitud_admision',
  {
    solicitudAdmisionId: serial('solicitud_admision_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    codigo: varchar('codigo', { length: 12 }).notNull(),
    /** The browser's key for one submission: a retried submit finds the request it already made. */
    claveEnvio: varchar('clave_envio', { length: 64 }).notNull(),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => catalogueTable(estadoSolicitudAdmision).estadoSolicitudAdmisionId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => catalogueTable(sede).sedeId),
    tipoCarreraId: integer('tipo_carrera_id').references(() => catalogueTable(tipoCarrera).tipoCarreraId),
    carreraId: integer('carrera_id')
      .notNull()
      .references(() => catalogueTable(carrera).carreraId),
    admitidoComoId: integer('admitido_como_id')
      .notNull()
      .references(() => catalogueTable(admitidoComo).admitidoComoId),
    bloqueHorarioTandaId: integer('bloque_horario_tanda_id').references(() => catalogueTable(bloqueHorarioTanda).bloqueHorarioTandaId),
    financiamientoEstudioId: integer('financiamiento_estudio_id').references(() => catalogueTable(financiamientoEstudio).financiamientoEstudioId),
    nombres: varchar('nombres', { length: 120 }).notNull(),
    apellidos: varchar('apellidos', { length: 120 }).notNull(),
    /** The applicant's full name folded for search (accents and case aside), kept by the database. */
    nombreBusqueda: text('nombre_busqueda').generatedAlwaysAs(foldedNameSql(sql`nombres`, sql`apellidos`)),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    cedula: varchar('cedula', { length: 11 }),
    pasaporte: varchar('pasaporte', { length: 20 }),
    email: varchar('email', { length: 150 }).notNull(),
    celular: varchar('celular', { length: 30 }),
    /** Every other field of the form (birth place, health, work, schools, social networks, objective…). */
    datos: jsonb('datos').notNull().default({}),
    idiomas: jsonb('idiomas').notNull().default([]),
    padres: jsonb('padres').notNull().default([]),
    direccion: jsonb('direccion'),
    comiteDecision: varchar('comite_decision', { length: 12 }),
    comiteNotas: varchar('comite_notas', { length: 1000 }),
    comiteUsuarioId: integer('comite_usuario_id').references(() => usuario.usuarioId),
    comiteFecha: ts('comite_fecha'),
    estudianteId: integer('estudiante_id').references(() => estudiante.estudianteId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solicitud_admision_codigo_uq').on(t.codigo),
    uniqueIndex('solicitud_admision_clave_envio_uq').on(t.claveEnvio),
    index('solicitud_admision_periodo_estado_idx').on(t.periodoAcademicoId, t.estadoId),
    // A period's list, newest first, read along this index and continued by key.
    index('solicitud_admision_periodo_creado_idx').on(t.periodoAcademicoId, t.creadoEn.desc().nullsFirst(), t.solicitudAdmisionId.desc().nullsFirst()),
    index('solicitud_admision_cedula_idx').on(t.cedula),
    index('solicitud_admision_pasaporte_idx').on(sql`upper(${t.pasaporte})`),
    index('solicitud_admision_nombre_busqueda_trgm').using('gin', sql`${t.nombreBusqueda} gin_trgm_ops`),
  ],
);

/** A document attached to a request, and its review: pending, accepted or rejected with a reason. */
export const solicitudAdmisionDocumento = pgTable(
  'solicitud_admision_documento',
  {
    id: serial('id').primaryKey(),
    solicitudAdmisionId: integer('solicitud_admision_id')
      .notNull()
      .references(() => solicitudAdmision.solicitudAdmisionId),
    documentoAcademicoId: integer('documento_academico_id')
      .notNull()
      .references(() => catalogueTable(documentoAcademico).documentoAcademicoId),
    archivoUrl: varchar('archivo_url', { length: 300 }).notNull(),
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    motivo: varchar('motivo', { length: 300 }),
    revisadoPor: integer('revisado_por').references(() => usuario.usuarioId),
    revisadoEn: ts('revisado_en'),
    subidoEn: ts('subido_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('solicitud_admision_documento_uq').on(t.solicitudAdmisionId, t.documentoAcademicoId)],
);

/** An applicant called to a test sitting, and how it went: present or not, the score, passed or not. */
export const solicitudAdmisionPrueba = pgTable(
  'solicitud_admision_prueba',
  {
    id: serial('id').primaryKey(),
    solicitudAdmisionId: integer('solicitud_admision_id')
      .notNull()
      .references(() => solicitudAdmision.solicitudAdmisionId),
    sesionPruebaAdmisionId: integer('sesion_prueba_admision_id')
      .notNull()
      .references(() => catalogueTable(sesionPruebaAdmision).sesionPruebaAdmisionId),
    asistio: boolean('asistio'),
    puntuacion: numeric('puntuacion', { precision: 7, scale: 2 }),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId),
    actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solicitud_admision_prueba_uq').on(t.solicitudAdmisionId, t.sesionPruebaAdmisionId),
    index('solicitud_admision_prueba_sesion_idx').on(t.sesionPruebaAdmisionId),
  ],
);

/** Every status change of a request: from, to, why, by whom (null: the applicant) and when. */
export const solicitudAdmisionHistorial = pgTable(
  'solicitud_admision_historial',
  {
    id: serial('id').primaryKey(),
    solicitudAdmisionId: integer('solicitud_admision_id')
      .notNull()
      .references(() => solicitudAdmision.solicitudAdmisionId),
    estadoAnteriorId: integer('estado_anterior_id'),
    estadoId: integer('estado_id').notNull(),
    motivo: varchar('motivo', { length: 500 }),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('solicitud_admision_historial_solicitud_idx').on(t.solicitudAdmisionId)],
);
