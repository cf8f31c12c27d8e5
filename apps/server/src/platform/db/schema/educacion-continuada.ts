import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { curso } from '@claustro/domain/educacion-continuada/curso.resource';
import { cursoPlantilla } from '@claustro/domain/educacion-continuada/curso-plantilla.resource';
import { empresa } from '@claustro/domain/educacion-continuada/empresa.resource';
import { presupuesto } from '@claustro/domain/educacion-continuada/presupuesto.resource';
import { estadoPresupuesto } from '@claustro/domain/educacion-continuada/estado-presupuesto.resource';
import { solicitudInscripcion } from '@claustro/domain/educacion-continuada/solicitud-inscripcion.resource';
import { documentoPlantilla } from '@claustro/domain/educacion-continuada/documento-plantilla.resource';
import { estadoDocumentoSolicitud } from '@claustro/domain/educacion-continuada/estado-documento-solicitud.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { documentoEmitido } from './documentos.ts';
import { ts } from './columns.ts';

/*
 * Continuing education's workflow tables (its catalogues, courses, requests and budgets are
 * declared): who moved a budget, attendance, documents handed in, withdrawals, endorsements and
 * certificates.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const solicitudRef = () => catalogueTable(solicitudInscripcion).solicitudInscripcionId;

/** Each status a budget was put in, by whom and when (the first: when it was written). */
export const presupuestoPaso = pgTable(
  'ec_presupuesto_paso',
  {
    id: serial('id').primaryKey(),
    presupuestoId: integer('presupuesto_id')
      .notNull()
      .references(() => catalogueTable(presupuesto).presupuestoId),
    estadoPresupuestoId: integer('estado_presupuesto_id')
      .notNull()
      .references(() => catalogueTable(estadoPresupuesto).estadoPresupuestoId),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [index('ec_presupuesto_paso_idx').on(t.presupuestoId, t.id)],
);

/** A participant present or absent at one meeting of their course (one row per request and date). */
export const asistenciaContinuada = pgTable(
  'ec_asistencia',
  {
    solicitudInscripcionId: integer('solicitud_inscripcion_id').notNull().references(solicitudRef),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => catalogueTable(curso).cursoId),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    presente: boolean('presente').notNull(),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.solicitudInscripcionId, t.fecha] }), index('ec_asistencia_curso_idx').on(t.cursoId, t.fecha)],
);

/** Where each document a participant's course asks for stands: its status, a note, who set it and when. */
export const solicitudDocumento = pgTable(
  'ec_solicitud_documento',
  {
    solicitudInscripcionId: integer('solicitud_inscripcion_id').notNull().references(solicitudRef),
    documentoPlantillaId: integer('documento_plantilla_id')
      .notNull()
      .references(() => catalogueTable(documentoPlantilla).documentoPlantillaId),
    estadoDocumentoSolicitudId: integer('estado_documento_solicitud_id')
      .notNull()
      .references(() => catalogueTable(estadoDocumentoSolicitud).estadoDocumentoSolicitudId),
    nota: varchar('nota', { length: 500 }),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.solicitudInscripcionId, t.documentoPlantillaId] })],
);

/**
 * A request withdrawn (`retirar-solicitud`): why, what had been paid and what unpaid was annulled,
 * and what finance decided about what was paid (nothing yet, a refund, a credit).
 */
export const retiroSolicitud = pgTable(
  'ec_retiro_solicitud',
  {
    solicitudInscripcionId: integer('solicitud_inscripcion_id').primaryKey().references(solicitudRef),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    moneda: varchar('moneda', { length: 3 }),
    pagado: money('pagado').notNull(),
    anulado: money('anulado').notNull(),
    queda: money('queda').notNull(),
    decision: varchar('decision', { length: 12 }).notNull().default('pendiente'),
    decisionNota: varchar('decision_nota', { length: 500 }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
    decididoPor: integer('decidido_por').references(() => usuario.usuarioId),
    decididoEn: ts('decidido_en'),
  },
  (t) => [index('ec_retiro_en_idx').on(t.en), check('ec_retiro_decision_ck', sql`${t.decision} in ('pendiente', 'ninguna', 'reembolso', 'credito')`)],
);

const estadosAval = sql.raw(`('recibida', 'en_revision', 'aprobada', 'rechazada', 'retirada')`);

/**
 * A request for the institution's academic endorsement (`solicitudesAval`): an organisation asks that
 * a course or event of theirs carry the institution's aval. Approved, it becomes an endorsement
 * (`avalAcademico`) with its number and, once made, its course.
 */
export const solicitudAval = pgTable(
  'ec_solicitud_aval',
  {
    solicitudAvalId: serial('solicitud_aval_id').primaryKey(),
    organizacion: varchar('organizacion', { length: 200 }).notNull(),
    rnc: varchar('rnc', { length: 11 }),
    contacto: varchar('contacto', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 30 }),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    descripcion: varchar('descripcion', { length: 2000 }).notNull(),
    horas: integer('horas').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    participantes: integer('participantes').notNull(),
    estado: varchar('estado', { length: 12 }).notNull().default('recibida'),
    numero: varchar('numero', { length: 20 }),
    cursoId: integer('curso_id').references(() => catalogueTable(curso).cursoId),
    registradaPor: integer('registrada_por')
      .notNull()
      .references(() => usuario.usuarioId),
    creadaEn: ts('creada_en').notNull().defaultNow(),
    actualizadaEn: ts('actualizada_en').notNull().defaultNow(),
  },
  (t) => [
    index('ec_solicitud_aval_creada_idx').on(t.creadaEn, t.solicitudAvalId),
    index('ec_solicitud_aval_estado_idx').on(t.estado, t.creadaEn),
    uniqueIndex('ec_solicitud_aval_numero_uq').on(t.numero),
    check('ec_solicitud_aval_estado_ck', sql`${t.estado} in ${estadosAval}`),
    check('ec_solicitud_aval_fechas_ck', sql`${t.fechaFin} >= ${t.fechaInicio}`),
  ],
);

/** Each status an endorsement request was put in: by whom, when, with what note. */
export const solicitudAvalPaso = pgTable(
  'ec_solicitud_aval_paso',
  {
    id: serial('id').primaryKey(),
    solicitudAvalId: integer('solicitud_aval_id')
      .notNull()
      .references(() => solicitudAval.solicitudAvalId),
    estado: varchar('estado', { length: 12 }).notNull(),
    nota: varchar('nota', { length: 1000 }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [index('ec_solicitud_aval_paso_idx').on(t.solicitudAvalId, t.id), check('ec_solicitud_aval_paso_estado_ck', sql`${t.estado} in ${estadosAval}`)],
);

/**
 * A participant's certificate: a document with its verification code; annulled with a reason (never
 * deleted), after which the participant may be issued a new one — one standing per request.
 */
export const certificadoContinuada = pgTable(
  'ec_certificado',
  {
    id: serial('id').primaryKey(),
    solicitudInscripcionId: integer('solicitud_inscripcion_id').notNull().references(solicitudRef),
    documentoEmitidoId: integer('documento_emitido_id')
      .notNull()
      .references(() => documentoEmitido.id),
    anulado: boolean('anulado').notNull().default(false),
    motivoAnulacion: varchar('motivo_anulacion', { length: 500 }),
    anuladoPor: integer('anulado_por').references(() => usuario.usuarioId),
    anuladoEn: ts('anulado_en'),
  },
  (t) => [
    uniqueIndex('ec_certificado_vigente_uq')
      .on(t.solicitudInscripcionId)
      .where(sql`not anulado`),
    uniqueIndex('ec_certificado_documento_uq').on(t.documentoEmitidoId),
  ],
);

/**
 * A company's request for a course of a template for a closed group of its people
 * (`solicitud_cursos`): received, quoted with a discount, then accepted (its course made) or rejected.
 */
export const solicitudCurso = pgTable(
  'ec_solicitud_curso',
  {
    solicitudCursoId: serial('solicitud_curso_id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => catalogueTable(empresa).empresaId),
    cursoPlantillaId: integer('curso_plantilla_id')
      .notNull()
      .references(() => catalogueTable(cursoPlantilla).cursoPlantillaId),
    participantes: integer('participantes').notNull(),
    fechaDeseada: date('fecha_deseada', { mode: 'string' }),
    contacto: varchar('contacto', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 30 }),
    notas: varchar('notas', { length: 1000 }),
    descuento: numeric('descuento', { precision: 5, scale: 2 }).notNull().default('0'),
    estado: varchar('estado', { length: 10 }).notNull().default('recibida'),
    motivo: varchar('motivo', { length: 500 }),
    cursoId: integer('curso_id').references(() => catalogueTable(curso).cursoId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadaEn: ts('creada_en').notNull().defaultNow(),
    actualizadaEn: ts('actualizada_en').notNull().defaultNow(),
  },
  (t) => [
    index('ec_solicitud_curso_creada_idx').on(t.creadaEn, t.solicitudCursoId),
    check('ec_solicitud_curso_estado_ck', sql`${t.estado} in ('recibida', 'cotizada', 'aceptada', 'rechazada')`),
    check('ec_solicitud_curso_descuento_ck', sql`${t.descuento} between 0 and 100`),
  ],
);
