import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { periodoAcademico } from '@claustro/domain/academicos/periodo-academico.resource';
import { asignatura } from '@claustro/domain/academicos/asignatura.resource';
import { tipoExcepcionSeleccion } from '@claustro/domain/academicos/tipo-excepcion-seleccion.resource';
import { catalogueTable, usuario } from './catalogues.ts';
import { estudianteCarrera } from './academicos.ts';
import { seccionHorario } from './horarios.ts';
import { ts } from './columns.ts';

// ── Selection (registration) ─────────────────────────────────────────────────────────────────

/**
 * A student career's place in a section. Dropped rows stay (`estado = 'retirada'`, with when): the
 * history of a registration day is kept. A student holds a subject once per period.
 */
export const seleccion = pgTable(
  'seleccion',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    asignaturaId: integer('asignatura_id')
      .notNull()
      .references(() => catalogueTable(asignatura).asignaturaId),
    estado: varchar('estado', { length: 10 }).notNull().default('inscrita'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    retiradoEn: ts('retirado_en'),
    /** A place staff granted past a rule or a full section: the exception's type and why. */
    tipoExcepcionSeleccionId: integer('tipo_excepcion_seleccion_id').references(() => catalogueTable(tipoExcepcionSeleccion).tipoExcepcionSeleccionId),
    motivoExcepcion: varchar('motivo_excepcion', { length: 300 }),
  },
  (t) => [
    uniqueIndex('seleccion_asignatura_uq')
      .on(t.estudianteCarreraId, t.periodoAcademicoId, t.asignaturaId)
      .where(sql`estado = 'inscrita'`),
    index('seleccion_estudiante_idx').on(t.estudianteCarreraId, t.periodoAcademicoId),
    // Who holds a subject in a term (the enrolled of the MESCyT's reports and the statistics), read off the index.
    index('seleccion_periodo_idx')
      .on(t.periodoAcademicoId, t.estudianteCarreraId, t.asignaturaId)
      .where(sql`estado = 'inscrita'`),
    index('seleccion_seccion_idx').on(t.seccionAsignaturaId),
  ],
);

/**
 * Credits a student career may take in a period beyond its plan's limit (`/seleccion/extra-credito`):
 * one authorisation per career and period, with who gave it and why.
 */
export const seleccionExtraCredito = pgTable(
  'seleccion_extra_credito',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    creditos: integer('creditos').notNull(),
    motivo: varchar('motivo', { length: 300 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seleccion_extra_credito_uq').on(t.estudianteCarreraId, t.periodoAcademicoId),
    index('seleccion_extra_credito_periodo_idx').on(t.periodoAcademicoId),
  ],
);

/**
 * A student career waiting for a seat in a full section. A freed seat is offered to the first one
 * waiting (`ofrecida`, held for them until `vence_en`: the seat stays counted in the section's
 * `se_en_inscritos`), who confirms it (`confirmada`, and a `seleccion` row) or lets it lapse
 * (`vencida`, and the seat goes to the next). Each row changes state by one conditional UPDATE,
 * so a student is offered a seat once, whatever runs at the same time.
 */
export const listaEspera = pgTable(
  'lista_espera',
  {
    id: serial('id').primaryKey(),
    seccionAsignaturaId: integer('seccion_asignatura_id')
      .notNull()
      .references(() => seccionHorario.seccionAsignaturaId),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => catalogueTable(periodoAcademico).periodoAcademicoId),
    estado: varchar('estado', { length: 10 }).notNull().default('esperando'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    ofrecidaEn: ts('ofrecida_en'),
    venceEn: ts('vence_en'),
    resueltaEn: ts('resuelta_en'),
  },
  (t) => [
    uniqueIndex('lista_espera_activa_uq')
      .on(t.seccionAsignaturaId, t.estudianteCarreraId)
      .where(sql`estado in ('esperando', 'ofrecida')`),
    index('lista_espera_turno_idx')
      .on(t.seccionAsignaturaId, t.id)
      .where(sql`estado = 'esperando'`),
    index('lista_espera_vence_idx')
      .on(t.venceEn)
      .where(sql`estado = 'ofrecida'`),
    index('lista_espera_estudiante_idx').on(t.estudianteCarreraId, t.periodoAcademicoId),
  ],
);

/**
 * The waiting room in front of registration (on when `seleccion.sala_espera.capacidad` > 0): a
 * student's turn (`ticket`, in order of arrival), when they were let in, and when they were last
 * seen. Presence is not worth a disk flush: it is written with synchronous_commit off.
 */
export const salaEspera = pgTable(
  'sala_espera',
  {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.usuarioId),
    ticket: bigserial('ticket', { mode: 'number' }).notNull(),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    admitidoEn: ts('admitido_en'),
    vistoEn: ts('visto_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sala_espera_ticket_uq').on(t.ticket),
    index('sala_espera_admitidos_idx')
      .on(t.ticket)
      .where(sql`admitido_en is not null`),
  ],
);
