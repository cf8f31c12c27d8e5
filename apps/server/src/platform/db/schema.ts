import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { resources } from '@claustro/domain/registry';
import type { ResourceDef } from '@claustro/domain/platform/resource';
import { childTable, resourceTable, type AnyTable, type RefTarget } from './resource-tables.ts';

/* Schema is code (CONVENTIONS "Data"): `npm run db:generate` writes the migration from this file. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

// ── Catalogues derived from their declarations ────────────────────────────────────────────────

export const persona = pgTable(
  'persona',
  {
    personaId: serial('persona_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    persNombres: varchar('pers_nombres', { length: 120 }).notNull(),
    persApellidos: varchar('pers_apellidos', { length: 120 }).notNull(),
    paisId: integer('pais_id'),
    sexoId: integer('sexo_id'),
    ciudadId: integer('ciudad_id'),
    estadoCivilId: integer('estado_civil_id'),
    nacionalidadId: integer('nacionalidad_id'),
    persFechaIngreso: date('pers_fecha_ingreso', { mode: 'string' }),
    persFechaNacimiento: date('pers_fecha_nacimiento', { mode: 'string' }),
    persFoto: varchar('pers_foto', { length: 300 }),
    estatus: boolean('estatus').notNull().default(true),
  },
  (t) => [
    // People are searched by any part of their names (students, professors, users).
    index('persona_nombre_trgm').using('gin', sql`lower(${t.persNombres} || ' ' || ${t.persApellidos}) gin_trgm_ops`),
    index('persona_apellidos_nombres_idx').on(t.persApellidos, t.persNombres),
  ],
);

export const usuario = pgTable(
  'usuario',
  {
    usuarioId: serial('usuario_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    usuaNombre: varchar('usua_nombre', { length: 60 }).notNull(),
    usuaEmail: varchar('usua_email', { length: 150 }).notNull(),
    claveHash: text('clave_hash').notNull(),
    usuaClaveVenceFecha: date('usua_clave_vence_fecha', { mode: 'string' }),
    usuaCambiaClave: boolean('usua_cambia_clave').notNull().default(false),
    rolId: integer('rol_id').notNull(),
    sedeId: integer('sede_id'),
    estatus: boolean('estatus').notNull().default(true),
    /** Bumped when the password changes or the user is blocked: access tokens carrying an older value stop working. */
    sesionVersion: integer('sesion_version').notNull().default(1),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuario_usua_nombre_uq').on(sql`lower(${t.usuaNombre})`), uniqueIndex('usuario_usua_email_uq').on(sql`lower(${t.usuaEmail})`)],
);

const platformRefs: Record<string, RefTarget> = {
  usuario: { table: usuario as unknown as AnyTable, id: 'usuarioId' },
  persona: { table: persona as unknown as AnyTable, id: 'personaId' },
};

/** Tables of every declared resource, by resource name; child lists by `<resource>.<child>`. */
export const resourceTables = new Map<string, AnyTable>();
export const childTables = new Map<string, AnyTable>();
for (const def of resources) {
  const refs = (name: string): RefTarget => {
    if (platformRefs[name]) return platformRefs[name];
    const target = resourceTables.get(name);
    const targetDef = resources.find((r) => r.name === name);
    if (!target || !targetDef) throw new Error(`${def.name} references ${name}, declared later or not at all`);
    return { table: target, id: targetDef.id };
  };
  const table = resourceTable(def, refs);
  resourceTables.set(def.name, table);
  for (const child of Object.keys(def.children ?? {})) childTables.set(`${def.name}.${child}`, childTable(def, child, table, refs));
}
/** The table of a declared catalogue, by its declaration (a typed reference, not a name to mistype). */
export function catalogueTable(def: ResourceDef): AnyTable {
  const table = resourceTables.get(def.name);
  if (!table) throw new Error(`${def.name} is not a registered catalogue`);
  return table;
}
// drizzle-kit discovers tables among this module's exports.
export const catalogueTables = Object.fromEntries([...resourceTables, ...childTables]);

// ── People ─────────────────────────────────────────────────────────────────────────────────────

export const personaDocumento = pgTable(
  'persona_documento_identificacion',
  {
    personaDocumentoIdentificacionId: serial('persona_documento_identificacion_id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    tipoDocumentoIdentificacionId: integer('tipo_documento_identificacion_id').notNull(),
    doIdValor: varchar('do_id_valor', { length: 30 }).notNull(),
  },
  (t) => [
    uniqueIndex('persona_documento_valor_uq').on(t.tipoDocumentoIdentificacionId, t.doIdValor),
    index('persona_documento_persona_idx').on(t.personaId),
    index('persona_documento_valor_idx').on(t.doIdValor),
  ],
);

export const personaTelefono = pgTable(
  'persona_telefono',
  {
    personaTelefonoId: serial('persona_telefono_id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    tipoTelefonoId: integer('tipo_telefono_id').notNull(),
    peTeTelefono: varchar('pe_te_telefono', { length: 30 }).notNull(),
  },
  (t) => [index('persona_telefono_persona_idx').on(t.personaId)],
);

export const personaEmail = pgTable(
  'persona_email',
  {
    personaEmailId: serial('persona_email_id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    tipoEmailId: integer('tipo_email_id').notNull(),
    peEmEmail: varchar('pe_em_email', { length: 150 }).notNull(),
  },
  (t) => [index('persona_email_persona_idx').on(t.personaId)],
);

export const personaDireccion = pgTable(
  'persona_direccion',
  {
    personaDireccionId: serial('persona_direccion_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    paisId: integer('pais_id'),
    provinciaId: integer('provincia_id'),
    municipioId: integer('municipio_id'),
    ciudadId: integer('ciudad_id'),
    peDiDireccion: varchar('pe_di_direccion', { length: 250 }).notNull(),
    peDiCodigoPostal: varchar('pe_di_codigo_postal', { length: 10 }),
  },
  (t) => [index('persona_direccion_persona_idx').on(t.personaId)],
);

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

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

/** One send (to users, roles or campuses): the message once, its recipients in `usuario_mensaje`. */
export const mensajeEnvio = pgTable('mensaje_envio', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  remitenteId: integer('remitente_id')
    .notNull()
    .references(() => usuario.usuarioId),
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
    remitenteId: integer('remitente_id')
      .notNull()
      .references(() => usuario.usuarioId),
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

// ── Career access ──────────────────────────────────────────────────────────────────────────────

/** Which careers a user works with (and as coordinator or director); scopes student lists and lookups. */
export const carreraUsuarioAcceso = pgTable(
  'carrera_usuario_acceso',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    carreraId: integer('carrera_id')
      .notNull()
      .references(() => resourceTables.get('carrera')!.carreraId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    coordinador: boolean('coordinador').notNull().default(false),
    director: boolean('director').notNull().default(false),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrera_usuario_acceso_uq').on(t.carreraId, t.usuarioId), index('carrera_usuario_acceso_usuario_idx').on(t.usuarioId)],
);

// ── Students ───────────────────────────────────────────────────────────────────────────────────

/** Counters handed out inside the caller's transaction (never a database sequence: no gaps). */
export const secuencia = pgTable('secuencia', {
  clave: varchar('clave', { length: 80 }).primaryKey(),
  valor: integer('valor').notNull(),
});

export const estudiante = pgTable(
  'estudiante',
  {
    estudianteId: serial('estudiante_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    matricula: varchar('matricula', { length: 30 }).notNull(),
    estuCreditosCursados: integer('estu_creditos_cursados').notNull().default(0),
    estuCreditosConvalidados: integer('estu_creditos_convalidados').notNull().default(0),
    estuEnCasoEmergencia: varchar('estu_en_caso_emergencia', { length: 120 }),
    estuContactoEmergencia: varchar('estu_contacto_emergencia', { length: 30 }),
    persAlergico: varchar('pers_alergico', { length: 250 }),
    tipoSangreId: integer('tipo_sangre_id'),
    auditado: boolean('auditado').notNull().default(false),
    /** When the student last confirmed their personal data (the data-update campaign compares it). */
    datosActualizadosEn: ts('datos_actualizados_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estudiante_matricula_uq').on(sql`lower(${t.matricula})`),
    uniqueIndex('estudiante_persona_uq').on(t.personaId),
    index('estudiante_matricula_trgm').using('gin', sql`lower(${t.matricula}) gin_trgm_ops`),
    // "starts with" searches of a matrícula are a range of this index, whatever the collation.
    index('estudiante_matricula_prefix_idx').on(sql`lower(${t.matricula}) text_pattern_ops`),
  ],
);

/** A student's careers, each with its plan, campus and status; the first active one is "the" career (§4). */
export const estudianteCarrera = pgTable(
  'estudiante_carrera',
  {
    estudianteCarreraId: serial('estudiante_carrera_id').primaryKey(),
    estudianteId: integer('estudiante_id')
      .notNull()
      .references(() => estudiante.estudianteId),
    carreraId: integer('carrera_id')
      .notNull()
      .references(() => resourceTables.get('carrera')!.carreraId),
    planEstudioId: integer('plan_estudio_id')
      .notNull()
      .references(() => resourceTables.get('planEstudio')!.planEstudioId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => resourceTables.get('sede')!.sedeId),
    estadoEstudianteId: integer('estado_estudiante_id')
      .notNull()
      .references(() => resourceTables.get('estadoEstudiante')!.estadoEstudianteId),
    periodoIngresoId: integer('periodo_ingreso_id').references(() => resourceTables.get('periodoAcademico')!.periodoAcademicoId),
    /** How the student entered this career; decides which academic documents they bring. */
    admitidoComoId: integer('admitido_como_id').references(() => resourceTables.get('admitidoComo')!.admitidoComoId),
    condicionAcademicaId: integer('condicion_academica_id').references(() => resourceTables.get('condicionAcademica')!.condicionAcademicaId),
    activa: boolean('activa').notNull().default(true),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('estudiante_carrera_estudiante_idx').on(t.estudianteId), index('estudiante_carrera_carrera_sede_idx').on(t.carreraId, t.sedeId)],
);

/** Career, status, campus and academic-condition changes, recorded as events: history is never overwritten. */
export const estudianteCambio = pgTable(
  'estudiante_cambio',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    estudianteId: integer('estudiante_id')
      .notNull()
      .references(() => estudiante.estudianteId),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    periodoAcademicoId: integer('periodo_academico_id').references(() => resourceTables.get('periodoAcademico')!.periodoAcademicoId),
    antes: jsonb('antes').notNull(),
    despues: jsonb('despues').notNull(),
    motivoId: integer('motivo_id').references(() => resourceTables.get('motivo')!.motivoId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('estudiante_cambio_estudiante_idx').on(t.estudianteId, t.tipo), index('estudiante_cambio_tipo_fecha_idx').on(t.tipo, t.creadoEn)],
);

/** An academic document of a student's career: delivered or not, when, with its file (spec §7 `estudiantes/documentos`). */
export const estudianteDocumento = pgTable(
  'estudiante_documento',
  {
    id: serial('id').primaryKey(),
    estudianteCarreraId: integer('estudiante_carrera_id')
      .notNull()
      .references(() => estudianteCarrera.estudianteCarreraId),
    documentoAcademicoId: integer('documento_academico_id')
      .notNull()
      .references(() => resourceTables.get('documentoAcademico')!.documentoAcademicoId),
    entregado: boolean('entregado').notNull().default(false),
    fechaEntrega: date('fecha_entrega', { mode: 'string' }),
    archivoUrl: varchar('archivo_url', { length: 300 }),
    observacion: varchar('observacion', { length: 300 }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId),
    actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('estudiante_documento_uq').on(t.estudianteCarreraId, t.documentoAcademicoId)],
);

// ── Admissions ─────────────────────────────────────────────────────────────────────────────────

const rt = (name: string) => resourceTables.get(name)!;

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
      .references(() => rt('estadoSolicitudAdmision').estadoSolicitudAdmisionId),
    periodoAcademicoId: integer('periodo_academico_id')
      .notNull()
      .references(() => rt('periodoAcademico').periodoAcademicoId),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => rt('sede').sedeId),
    tipoCarreraId: integer('tipo_carrera_id').references(() => rt('tipoCarrera').tipoCarreraId),
    carreraId: integer('carrera_id')
      .notNull()
      .references(() => rt('carrera').carreraId),
    admitidoComoId: integer('admitido_como_id')
      .notNull()
      .references(() => rt('admitidoComo').admitidoComoId),
    bloqueHorarioTandaId: integer('bloque_horario_tanda_id').references(() => rt('bloqueHorarioTanda').bloqueHorarioTandaId),
    financiamientoEstudioId: integer('financiamiento_estudio_id').references(() => rt('financiamientoEstudio').financiamientoEstudioId),
    nombres: varchar('nombres', { length: 120 }).notNull(),
    apellidos: varchar('apellidos', { length: 120 }).notNull(),
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
    index('solicitud_admision_cedula_idx').on(t.cedula),
    index('solicitud_admision_pasaporte_idx').on(sql`upper(${t.pasaporte})`),
    index('solicitud_admision_nombre_trgm').using('gin', sql`lower(${t.nombres} || ' ' || ${t.apellidos}) gin_trgm_ops`),
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
      .references(() => rt('documentoAcademico').documentoAcademicoId),
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
      .references(() => rt('sesionPruebaAdmision').sesionPruebaAdmisionId),
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

// ── Suggestion box ─────────────────────────────────────────────────────────────────────────────

/** A suggestion, complaint or compliment left on the public page, from a QR point or none, signed or not. */
export const sugerencia = pgTable(
  'sugerencia',
  {
    sugerenciaId: serial('sugerencia_id').primaryKey(),
    buzonSugerenciaId: integer('buzon_sugerencia_id').references(() => rt('buzonSugerencia').buzonSugerenciaId),
    tipo: varchar('tipo', { length: 15 }).notNull(),
    texto: text('texto').notNull(),
    nombre: varchar('nombre', { length: 120 }),
    email: varchar('email', { length: 150 }),
    leida: boolean('leida').notNull().default(false),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('sugerencia_buzon_fecha_idx').on(t.buzonSugerenciaId, t.creadoEn)],
);

// ── Professors ─────────────────────────────────────────────────────────────────────────────────

export const profesor = pgTable(
  'profesor',
  {
    profesorId: serial('profesor_id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    personaId: integer('persona_id')
      .notNull()
      .references(() => persona.personaId),
    profCodigoReferencia: varchar('prof_codigo_referencia', { length: 30 }).notNull(),
    sedeId: integer('sede_id')
      .notNull()
      .references(() => resourceTables.get('sede')!.sedeId),
    carreraId: integer('carrera_id').references(() => resourceTables.get('carrera')!.carreraId),
    estatusId: integer('estatus_id').references(() => resourceTables.get('estatus')!.estatusId),
    profFechaIngreso: date('prof_fecha_ingreso', { mode: 'string' }),
    profEsElegible: boolean('prof_es_elegible').notNull().default(true),
    profFechaInhabilidad: date('prof_fecha_inhabilidad', { mode: 'string' }),
    profInhabilidadObservacion: varchar('prof_inhabilidad_observacion', { length: 500 }),
    profesorCategoriaPagoId: integer('profesor_categoria_pago_id'),
    profEsDirector: boolean('prof_es_director').notNull().default(false),
    profEsCoordinador: boolean('prof_es_coordinador').notNull().default(false),
    profEsAdministrativo: boolean('prof_es_administrativo').notNull().default(false),
    profEsExterno: boolean('prof_es_externo').notNull().default(false),
    profEducacionCont: boolean('prof_educacion_cont').notNull().default(false),
    profCasoEmergencia: varchar('prof_caso_emergencia', { length: 120 }),
    profCasoEmergenciaTel: varchar('prof_caso_emergencia_tel', { length: 30 }),
    firmaUrl: varchar('firma_url', { length: 300 }),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profesor_codigo_uq').on(sql`lower(${t.profCodigoReferencia})`),
    uniqueIndex('profesor_persona_uq').on(t.personaId),
    index('profesor_carrera_idx').on(t.carreraId),
  ],
);
