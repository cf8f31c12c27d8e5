import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

// ── Jobs and mail ──────────────────────────────────────────────────────────────────────────────

/**
 * Background work, claimed with `FOR UPDATE SKIP LOCKED` so several server processes share it.
 * `claveUnica` makes enqueuing idempotent: the same work is never queued twice.
 */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: varchar('tipo', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    maxIntentos: integer('max_intentos').notNull().default(5),
    ejecutarEn: ts('ejecutar_en').notNull().defaultNow(),
    bloqueadoHasta: ts('bloqueado_hasta'),
    ultimoError: text('ultimo_error'),
    claveUnica: varchar('clave_unica', { length: 160 }),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    terminadoEn: ts('terminado_en'),
  },
  (t) => [uniqueIndex('job_clave_unica_uq').on(t.claveUnica), index('job_pendiente_idx').on(t.estado, t.ejecutarEn)],
);

/** The institution's SMTP server (`/planta-fisica/configuracion-correo-smtp`); one row. The password is stored encrypted. */
export const configuracionSmtp = pgTable('configuracion_smtp', {
  id: integer('id').primaryKey().default(1),
  host: varchar('host', { length: 200 }).notNull(),
  puerto: integer('puerto').notNull(),
  seguro: boolean('seguro').notNull().default(false),
  usuario: varchar('usuario', { length: 200 }),
  claveCifrada: text('clave_cifrada'),
  remitente: varchar('remitente', { length: 150 }).notNull(),
  remitenteNombre: varchar('remitente_nombre', { length: 150 }),
  activo: boolean('activo').notNull().default(true),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** Every e-mail the system sends, with its fate: a failed send stays visible, never silently dropped. */
export const correoSaliente = pgTable(
  'correo_saliente',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    para: varchar('para', { length: 300 }).notNull(),
    asunto: varchar('asunto', { length: 300 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    ultimoError: text('ultimo_error'),
    messageId: varchar('message_id', { length: 300 }),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    enviadoEn: ts('enviado_en'),
  },
  (t) => [index('correo_saliente_estado_idx').on(t.estado, t.creadoEn)],
);
