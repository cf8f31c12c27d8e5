import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './catalogues.ts';
import { ts } from './columns.ts';

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

/**
 * One send (to users, roles or campuses): the message once, its recipients in `usuario_mensaje`.
 * Without a sender it is the institution's own notice (a freed seat, a document ready).
 */
export const mensajeEnvio = pgTable('mensaje_envio', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  remitenteId: integer('remitente_id').references(() => usuario.usuarioId),
  asunto: varchar('asunto', { length: 200 }),
  mensaje: text('mensaje').notNull(),
  destino: jsonb('destino').notNull(),
  correo: boolean('correo').notNull().default(false),
  total: integer('total').notNull().default(0),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** A message in a user's inbox (spec §3 "Message notification"). */
export const usuarioMensaje = pgTable(
  'usuario_mensaje',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    remitenteId: integer('remitente_id').references(() => usuario.usuarioId),
    mensajeEnvioId: bigint('mensaje_envio_id', { mode: 'number' }).references(() => mensajeEnvio.id),
    mensaje: text('mensaje').notNull(),
    leido: boolean('leido').notNull().default(false),
    leidoEn: ts('leido_en'),
    /** The e-mail copy, once queued (never queued twice). */
    correoId: bigint('correo_id', { mode: 'number' }),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('usuario_mensaje_bandeja_idx').on(t.usuarioId, t.leido, t.creadoEn), index('usuario_mensaje_envio_idx').on(t.mensajeEnvioId)],
);
