import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { buzonSugerencia } from '@claustro/domain/generales/buzon-sugerencia.resource';
import { catalogueTable } from './catalogues.ts';
import { ts } from './columns.ts';

// ── Suggestion box ─────────────────────────────────────────────────────────────────────────────

/** A suggestion, complaint or compliment left on the public page, from a QR point or none, signed or not. */
export const sugerencia = pgTable(
  'sugerencia',
  {
    sugerenciaId: serial('sugerencia_id').primaryKey(),
    buzonSugerenciaId: integer('buzon_sugerencia_id').references(() => catalogueTable(buzonSugerencia).buzonSugerenciaId),
    tipo: varchar('tipo', { length: 15 }).notNull(),
    texto: text('texto').notNull(),
    nombre: varchar('nombre', { length: 120 }),
    email: varchar('email', { length: 150 }),
    leida: boolean('leida').notNull().default(false),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('sugerencia_buzon_fecha_idx').on(t.buzonSugerenciaId, t.creadoEn)],
);
