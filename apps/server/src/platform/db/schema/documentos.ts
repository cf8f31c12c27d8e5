import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './catalogues.ts';
import { estudianteCarrera } from './academicos.ts';
import { ts } from './columns.ts';

// ── Documents issued (spec §2 Graduation and documents; public /validacion-titulo) ───────────

/**
 * A document the institution issued and vouches for (a transcript, a title, a letter):
 * its verification code, what it states (`contenido`, shown to whoever checks the code), and the
 * digest of the record it was made from (`huella`): a record changed since digests otherwise, and the
 * code no longer vouches for it.
 */
export const documentoEmitido = pgTable(
  'documento_emitido',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 14 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    // None for a document given to someone who is not a student (a diploma to a guest speaker).
    estudianteCarreraId: integer('estudiante_carrera_id').references(() => estudianteCarrera.estudianteCarreraId),
    contenido: jsonb('contenido').notNull(),
    huella: varchar('huella', { length: 64 }).notNull(),
    emitidoPor: integer('emitido_por')
      .notNull()
      .references(() => usuario.usuarioId),
    emitidoEn: ts('emitido_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documento_emitido_codigo_uq').on(t.codigo),
    index('documento_emitido_estudiante_idx').on(t.estudianteCarreraId),
    // A graduate's titles, counted on every row of the graduates' list.
    index('documento_emitido_titulo_graduado_idx')
      .on(sql`((${t.contenido}->>'graduadoId')::int)`)
      .where(sql`tipo = 'titulo'`),
  ],
);
