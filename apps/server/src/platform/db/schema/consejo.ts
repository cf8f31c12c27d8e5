import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { consejoIntegrante } from '@claustro/domain/consejo/integrante.resource';
import { catalogueTable } from './catalogues.ts';
import { estudiante } from './academicos.ts';
import { ts } from './columns.ts';

/*
 * The academic and disciplinary council's sessions: when and where, who came, and the points treated
 * with their decisions (a point may concern a student). Closed, a session is its minutes and no longer changes.
 */

export const consejoSesion = pgTable(
  'consejo_sesion',
  {
    consejoSesionId: serial('consejo_sesion_id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    hora: varchar('hora', { length: 5 }).notNull(),
    lugar: varchar('lugar', { length: 120 }).notNull(),
    tipo: varchar('tipo', { length: 15 }).notNull(),
    cerrada: boolean('cerrada').notNull().default(false),
    cerradaEn: ts('cerrada_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [check('consejo_sesion_tipo_ck', sql`${t.tipo} in ('ordinaria', 'extraordinaria')`), index('consejo_sesion_fecha_idx').on(t.fecha, t.consejoSesionId)],
);

export const consejoSesionAsistente = pgTable(
  'consejo_sesion_asistente',
  {
    consejoSesionId: integer('consejo_sesion_id')
      .notNull()
      .references(() => consejoSesion.consejoSesionId),
    consejoIntegranteId: integer('consejo_integrante_id')
      .notNull()
      .references(() => catalogueTable(consejoIntegrante).consejoIntegranteId),
  },
  (t) => [primaryKey({ columns: [t.consejoSesionId, t.consejoIntegranteId] })],
);

export const consejoPunto = pgTable(
  'consejo_punto',
  {
    consejoPuntoId: serial('consejo_punto_id').primaryKey(),
    consejoSesionId: integer('consejo_sesion_id')
      .notNull()
      .references(() => consejoSesion.consejoSesionId),
    orden: integer('orden').notNull(),
    asunto: varchar('asunto', { length: 500 }).notNull(),
    motivo: varchar('motivo', { length: 15 }).notNull(),
    estudianteId: integer('estudiante_id').references(() => estudiante.estudianteId),
    decision: varchar('decision', { length: 2000 }),
    resultado: varchar('resultado', { length: 12 }).notNull().default('pendiente'),
  },
  (t) => [
    uniqueIndex('consejo_punto_orden_uq').on(t.consejoSesionId, t.orden),
    // The sessions that treated a student (their disciplinary record).
    index('consejo_punto_estudiante_idx').on(t.estudianteId),
    check('consejo_punto_motivo_ck', sql`${t.motivo} in ('academico', 'disciplinario', 'administrativo')`),
    check('consejo_punto_resultado_ck', sql`${t.resultado} in ('pendiente', 'aprobado', 'rechazado', 'aplazado')`),
    check('consejo_punto_disciplinario_ck', sql`${t.motivo} <> 'disciplinario' or ${t.estudianteId} is not null`),
  ],
);
