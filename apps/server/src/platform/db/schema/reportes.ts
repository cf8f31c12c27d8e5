import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './catalogues.ts';
import { ts } from './columns.ts';

/**
 * A report's file made in the background for one user (a long export): what was asked, how far it has
 * got (`filas` of `total`), and the file once ready. Only its user downloads it; the bell tells them.
 */
export const reporteTrabajo = pgTable(
  'reporte_trabajo',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    reporte: varchar('reporte', { length: 60 }).notNull(),
    formato: varchar('formato', { length: 4 }).notNull(),
    consulta: jsonb('consulta').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('pendiente'),
    filas: integer('filas').notNull().default(0),
    total: integer('total'),
    archivo: varchar('archivo', { length: 200 }),
    error: varchar('error', { length: 500 }),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    terminadoEn: ts('terminado_en'),
  },
  (t) => [
    check('reporte_trabajo_estado_ck', sql`${t.estado} in ('pendiente', 'en_curso', 'listo', 'fallido')`),
    index('reporte_trabajo_usuario_idx').on(t.usuarioId, t.creadoEn),
  ],
);

/**
 * A user's layout of a report (its designer, spec §1): the columns they show and their order. The
 * screen, its files and its background files follow it; without one, the report's declared columns.
 */
export const reporteDiseno = pgTable(
  'reporte_diseno',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    reporte: varchar('reporte', { length: 60 }).notNull(),
    columnas: jsonb('columnas').notNull(),
    actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.reporte] })],
);
