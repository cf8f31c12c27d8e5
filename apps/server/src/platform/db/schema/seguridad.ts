import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './catalogues.ts';
import { ts } from './columns.ts';

// ── Security ───────────────────────────────────────────────────────────────────────────────────

export const rol = pgTable('rol', {
  rolId: integer('rol_id').primaryKey(),
  rolDescripcion: varchar('rol_descripcion', { length: 80 }).notNull(),
  rolDescripcionIngles: varchar('rol_descripcion_ingles', { length: 80 }).notNull(),
  /** Students (role 6) reach only self-service routes. */
  esEstudiante: boolean('es_estudiante').notNull().default(false),
  estatus: boolean('estatus').notNull().default(true),
});

export const usuarioSede = pgTable(
  'usuario_sede',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    sedeId: integer('sede_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.sedeId] })],
);

/** Menu options (spec §3 "Menu option"): every screen of the product is one, and one permission. */
export const opcionMenu = pgTable(
  'opcion_menu',
  {
    id: integer('id').primaryKey(),
    padre: integer('padre'),
    url: varchar('url', { length: 200 }),
    icon: varchar('icon', { length: 60 }),
    descripcion: varchar('descripcion', { length: 150 }).notNull(),
    ingles: varchar('ingles', { length: 150 }).notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [uniqueIndex('opcion_menu_url_uq').on(sql`lower(${t.url})`)],
);

export const rolOpcion = pgTable(
  'rol_opcion',
  {
    rolId: integer('rol_id')
      .notNull()
      .references(() => rol.rolId),
    opcionId: integer('opcion_id')
      .notNull()
      .references(() => opcionMenu.id),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.opcionId] })],
);

/** Personal grants beyond the user's role. */
export const usuarioOpcion = pgTable(
  'usuario_opcion',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    opcionId: integer('opcion_id')
      .notNull()
      .references(() => opcionMenu.id),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.opcionId] })],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    familia: varchar('familia', { length: 64 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    hash: varchar('hash', { length: 64 }).notNull(),
    sedeId: integer('sede_id'),
    expiraEn: ts('expira_en').notNull(),
    usadoEn: ts('usado_en'),
    revocadoEn: ts('revocado_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_token_hash_uq').on(t.hash), index('refresh_token_familia_idx').on(t.familia)],
);

/** Failed sign-ins, per account and per address, for throttling. */
export const loginFallo = pgTable(
  'login_fallo',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clave: varchar('clave', { length: 200 }).notNull(),
    en: ts('en').notNull().defaultNow(),
  },
  (t) => [index('login_fallo_clave_en_idx').on(t.clave, t.en)],
);

/** Single-use codes of "forgot my password". */
export const claveReset = pgTable(
  'clave_reset',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    codigoHash: varchar('codigo_hash', { length: 64 }).notNull(),
    expiraEn: ts('expira_en').notNull(),
    intentos: integer('intentos').notNull().default(0),
    usadoEn: ts('usado_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('clave_reset_usuario_idx').on(t.usuarioId)],
);

/** Screen visits logged by `POST usuarios-permisos`. */
export const accesoLog = pgTable('acceso_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  usuarioId: integer('usuario_id').notNull(),
  path: varchar('path', { length: 300 }).notNull(),
  en: ts('en').notNull().defaultNow(),
});

/** Every write: who, when, what, before and after. Append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    en: ts('en').notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    entidad: varchar('entidad', { length: 80 }).notNull(),
    entidadId: varchar('entidad_id', { length: 80 }).notNull(),
    accion: varchar('accion', { length: 20 }).notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    ip: varchar('ip', { length: 60 }),
  },
  (t) => [index('audit_log_entidad_idx').on(t.entidad, t.entidadId)],
);

/** Server-wide secrets generated on first start (the token signing key), shared by every server process. */
export const appSecret = pgTable('app_secret', {
  clave: varchar('clave', { length: 60 }).primaryKey(),
  valor: text('valor').notNull(),
});
