import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { sheet } from '../platform/sheet.ts';
import { keyset } from '../platform/keyset.ts';
import { documentValue, fileResponse, id, optDate, optId, optPhone, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';
import { isValidCedula } from '../academicos/estudiante.rules.ts';
import { direccionItem } from '../generales/persona.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * Admission requests (spec §7 "Admissions (public and internal)"): the public form and look-up, and the
 * staff's review, status workflow, committee decision, admission and statistics.
 */

export const solicitudesScreen = '/academicos/solicitud-admision';
export const comiteScreen = '/academicos/comite-admisiones';

/** Field labels of the admission form (spec §3 "Admission form labels"), for messages that name the field. */
export const solicitudLabels: Record<string, Label> = {
  nombres: label('Nombres', 'First names'),
  apellidos: label('Apellidos', 'Last names'),
  fechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  cedula: label('Cédula', 'ID card'),
  pasaporte: label('Pasaporte', 'Passport'),
  email: label('Correo electrónico', 'E-mail'),
  celular: label('Celular', 'Cell phone'),
  periodoAcademicoId: label('Período de ingreso', 'Entry period'),
  sedeId: label('Recinto', 'Campus'),
  carreraId: label('Carrera', 'Career'),
  tipoCarreraId: label('Tipo de carrera', 'Career type'),
  admitidoComoId: label('Tipo de admisión', 'Admission type'),
  bloqueHorarioTandaId: label('Tanda', 'Shift'),
  financiamientoEstudioId: label('Financiamiento', 'Study funding'),
  alergias: label('Alergias', 'Allergies'),
  idiomas: label('Idiomas', 'Languages'),
  padres: label('Contactos', 'Contacts'),
  direccion: label('Dirección', 'Address'),
  documentoIdentificacion: label('Documento de identidad', 'Identification document'),
  codigo: label('Código', 'Code'),
  documentoAcademicoId: label('Documento', 'Document'),
  estadoId: label('Estado', 'Status'),
  motivo: label('Motivo', 'Reason'),
  file: label('Archivo', 'File'),
};

/** A date strictly before today (spec §5 actual_date), compared as ISO text. */
const pastDate = optDate.refine((v) => v === null || (v > '1900-01-01' && v < new Date().toISOString().slice(0, 10)), { message: 'actual_date' });

/**
 * The fields of the request kept as written (birth place, health, work, schools, how they heard of
 * us…), stored in `datos` and answered flat like the rest; declared once for what comes in and what
 * goes out.
 */
const datosSpec = {
  paisId: 'id',
  ciudadId: 'id',
  ciudadDescripcion: 120,
  municipioId: 'id',
  municipioDescripcion: 120,
  nacionalidadId: 'id',
  sexoId: 'id',
  estadoCivilId: 'id',
  estadoCiudadanoId: 'id',
  tipoSangreId: 'id',
  // Spec §5: allergies separated by a dot.
  alergias: 250,
  enfermedadPadece: 250,
  tratamiento: 250,
  discapacidad: 250,
  trabajoNombre: 120,
  trabajoCargo: 120,
  trabajoTelefono: 'phone',
  trabajoDireccion: 250,
  colegioId: 'id',
  colegioDescripcion: 200,
  universidadId: 'id',
  universidadDescripcion: 200,
  fechaGraduacion: 'date',
  llevaColegio: 'bool',
  redSocialId: 'id',
  objetivoPrincipal: 500,
  otrosComentarios: 1000,
  facebook: 120,
  instagram: 120,
  twitter: 120,
} as const satisfies Record<string, 'id' | 'date' | 'bool' | 'phone' | number>;
type DatosKey = keyof typeof datosSpec;
type Kind = (typeof datosSpec)[DatosKey];
const datosIn = (kind: Kind) =>
  kind === 'id'
    ? optId
    : kind === 'date'
      ? optDate
      : kind === 'phone'
        ? optPhone
        : kind === 'bool'
          ? z
              .boolean()
              .nullish()
              .transform((v) => v ?? null)
          : optText(kind);
const idOut = z.number().nullish();
const boolOut = z.boolean().nullish();
const textOut = z.string().nullish();
/** How each kept field is answered, by its kind (typed field by field). */
type OutOf<K> = K extends 'id' ? typeof idOut : K extends 'bool' ? typeof boolOut : typeof textOut;
const datosOut = Object.fromEntries(Object.entries(datosSpec).map(([k, kind]) => [k, kind === 'id' ? idOut : kind === 'bool' ? boolOut : textOut])) as {
  [K in DatosKey]: OutOf<(typeof datosSpec)[K]>;
};
export const datosFields = Object.fromEntries(Object.entries(datosSpec).map(([k, kind]) => [k, datosIn(kind)])) as Record<DatosKey, ReturnType<typeof datosIn>>;
export const datosKeys = Object.keys(datosSpec) as DatosKey[];

const idioma = z.object({ idiomaId: id, lee: z.boolean().default(false), escribe: z.boolean().default(false), habla: z.boolean().default(false) });
const padre = z.object({ tipoPadreId: id, nombreCompleto: text(150), telefono: optPhone, emergencia: z.boolean().default(false) });

const solicitudFields = z.object({
  periodoAcademicoId: id,
  sedeId: id,
  tipoCarreraId: optId,
  carreraId: id,
  admitidoComoId: id,
  bloqueHorarioTandaId: optId,
  financiamientoEstudioId: optId,
  nombres: text(120),
  apellidos: text(120),
  fechaNacimiento: pastDate,
  // Spec §5: no hyphens or special characters in the identification.
  cedula: z
    .string()
    .trim()
    .regex(/^\d{11}$/)
    .nullish()
    .transform((v) => v || null),
  pasaporte: documentValue
    .max(20)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  email: z.email().max(150),
  celular: optPhone,
  ...datosFields,
  idiomas: z.array(idioma).max(10).default([]),
  padres: z.array(padre).max(6).default([]),
  direccion: direccionItem
    .partial({ peDiDireccion: true })
    .nullish()
    .transform((v) => v ?? null),
});
const identityChecks = (v: { cedula: string | null; pasaporte: string | null }, ctx: z.RefinementCtx) => {
  if (!v.cedula && !v.pasaporte)
    ctx.addIssue({
      code: 'custom',
      path: ['cedula'],
      message: problem('identidad_requerida'),
    });
  if (v.cedula && !isValidCedula(v.cedula)) ctx.addIssue({ code: 'custom', path: ['cedula'], message: problem('cedula_invalida') });
};

/** The whole request as the applicant files it and staff edit it. */
export const solicitudIn = solicitudFields.superRefine(identityChecks);
export type SolicitudIn = z.output<typeof solicitudIn>;

/**
 * What staff send when they save a request: its data and, optionally, the status it should move to
 * (with the reason a rejection or cancellation needs). A move is applied through the status rule or
 * refused with a 409 that says why: never dropped in silence.
 */
export const solicitudUpdate = solicitudFields.extend({ estadoId: optId, motivo: optText(500) }).superRefine(identityChecks);
export type SolicitudUpdate = z.output<typeof solicitudUpdate>;

/** The public submission: the browser's key for this submission, the captcha token and the request. */
export const solicitudNueva = z.object({
  claveEnvio: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  token: z.string().max(4000).nullish(),
  solicitud: z.unknown(),
});

/** Finding one's request: identification, code, captcha. */
export const consulta = z.object({
  documentoIdentificacion: documentValue,
  codigo: z.string().trim().min(1).max(12),
  token: z.string().max(4000).nullish(),
});

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

const documento = z.object({
  documentoAcademicoId: z.number(),
  doAcDescripcion: z.string(),
  obligatorio: z.boolean(),
  archivoUrl: z.string().nullable(),
  estado: z.enum(['falta', 'pendiente', 'aceptado', 'rechazado']),
  motivo: z.string().nullable(),
  subidoEn: timestamp.nullable(),
  revisadoEn: timestamp.nullable(),
});
const historial = z.object({
  estadoAnteriorId: z.number().nullable(),
  estadoId: z.number(),
  estadoDescripcion: z.string(),
  motivo: z.string().nullable(),
  usuario: z.string().nullable(),
  fecha: timestamp,
});
const pruebaResultado = z.object({
  prueba: z.string(),
  fecha: z.string(),
  hora: z.string(),
  asistio: z.boolean().nullable(),
  puntuacion: z.string().nullable(),
  aprobado: z.boolean(),
});
const idiomaOut = z.object({ idiomaId: z.number(), lee: z.boolean(), escribe: z.boolean(), habla: z.boolean() });
const padreOut = z.object({ tipoPadreId: z.number(), nombreCompleto: z.string(), telefono: z.string().nullable(), emergencia: z.boolean() });
const direccionOut = z.object({
  paisId: z.number().nullable(),
  provinciaId: z.number().nullable(),
  municipioId: z.number().nullable(),
  ciudad: z.number().nullable(),
  peDiDireccion: z.string().optional(),
  peDiCodigoPostal: z.string().nullable(),
});

/** One request as staff and the applicant see it: its columns, its kept fields laid flat, its documents, history and tests. */
export const solicitud = z.object({
  solicitudAdmisionId: z.number(),
  companyId: z.number(),
  codigo: z.string(),
  estadoId: z.number(),
  estadoDescripcion: z.string(),
  periodoAcademicoId: z.number(),
  periodoDescripcion: z.string(),
  sedeId: z.number(),
  sedeDescripcion: z.string(),
  tipoCarreraId: z.number().nullable(),
  carreraId: z.number(),
  carrDescripcion: z.string(),
  admitidoComoId: z.number(),
  bloqueHorarioTandaId: z.number().nullable(),
  financiamientoEstudioId: z.number().nullable(),
  nombres: z.string(),
  apellidos: z.string(),
  fechaNacimiento: z.string().nullable(),
  cedula: z.string().nullable(),
  pasaporte: z.string().nullable(),
  email: z.string(),
  celular: z.string().nullable(),
  ...datosOut,
  idiomas: z.array(idiomaOut),
  padres: z.array(padreOut),
  direccion: direccionOut.nullable(),
  comiteDecision: z.enum(['aprobada', 'rechazada']).nullable(),
  comiteNotas: z.string().nullable(),
  comiteFecha: timestamp.nullable(),
  estudianteId: z.number().nullable(),
  matriculaId: z.string().nullable(),
  creadoEn: timestamp,
  documentos: z.array(documento),
  historial: z.array(historial),
  pruebas: z.array(pruebaResultado),
});
export type Solicitud = z.output<typeof solicitud>;

/** A row of a period's list of requests. */
export const solicitudFila = z.object({
  solicitudAdmisionId: z.number(),
  codigo: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  cedula: z.string().nullable(),
  pasaporte: z.string().nullable(),
  email: z.string(),
  estadoId: z.number(),
  estadoDescripcion: z.string(),
  carrDescripcion: z.string(),
  sedeDescripcion: z.string(),
  comiteDecision: z.enum(['aprobada', 'rechazada']).nullable(),
  creadoEn: timestamp,
  matriculaId: z.string().nullable(),
});
export type SolicitudFila = z.output<typeof solicitudFila>;

const opcion = z.object({ id: z.number(), label: z.string() });
/** Everything the public form offers, active records only. */
export const formulario = z.object({
  periodos: z.array(opcion),
  sedes: z.array(opcion),
  carreras: z.array(opcion.extend({ tipoCarreraId: z.number().nullable(), sedes: z.array(z.number()) })),
  tiposCarreras: z.array(opcion),
  admitidosComo: z.array(opcion),
  tandas: z.array(opcion),
  financiamientos: z.array(opcion),
  paises: z.array(opcion),
  provincias: z.array(opcion),
  nacionalidades: z.array(opcion),
  sexos: z.array(opcion),
  estadosCiviles: z.array(opcion),
  estadosCiudadanos: z.array(opcion),
  tiposSangre: z.array(opcion),
  idiomas: z.array(opcion),
  tiposPadres: z.array(opcion),
  colegios: z.array(opcion),
  universidades: z.array(opcion),
  redesSociales: z.array(opcion),
  documentos: z.array(opcion.extend({ admitidoComoId: z.number(), obligatorio: z.boolean() })),
});
export type Formulario = z.output<typeof formulario>;

const porDescripcion = z.array(z.object({ descripcion: z.string(), total: z.number() }));
export const estadisticas = z.object({
  total: z.number(),
  porCarrera: porDescripcion,
  porEstado: porDescripcion,
  detalle: z.array(z.object({ carrera: z.string(), estado: z.string(), estadoId: z.number(), total: z.number() })),
});

// ── Endpoints ───────────────────────────────────────────────────────────────────────────────────

const base = '/api/academicos/solicitudes-admisiones';
/** A move of the request's status, with the reason (the workflow's rules are checked against the request). */
export const cambioEstadoIn = z.object({ estadoId: id, motivo: optText(500) });
/** A document accepted, or rejected with the reason the applicant is told. */
export const revisionDocumentoIn = z
  .object({ estado: z.enum(['aceptado', 'rechazado']), motivo: optText(300) })
  .refine((r) => r.estado !== 'rechazado' || !!r.motivo, { path: ['motivo'], message: problem('motivo_rechazo') });
/** The committee's decision (none yet: only notes), with its notes. */
export const decisionComiteIn = z.object({ decision: z.enum(['aprobada', 'rechazada']).nullable(), notas: optText(1000) });

const staff = { access: { screens: [solicitudesScreen] }, labels: solicitudLabels } as const;
const staffOrCommittee = { access: { screens: [solicitudesScreen, comiteScreen] }, labels: solicitudLabels } as const;
const publico = { access: 'public', labels: solicitudLabels } as const;
const byId = z.object({ solicitudAdmisionId: id });

/** The committee's decisions as people read them. */
const decisiones = { aprobada: label('Aprobada', 'Approved'), rechazada: label('Rechazada', 'Rejected') };

export const solicitudesApi = {
  formulario: endpoint({
    summary: 'What the public admission form offers (open periods, careers, documents)',
    method: 'GET',
    path: '/api/solicitudes-admisiones/formulario',
    access: 'public',
    response: formulario,
  }),
  /**
   * Filing a request: a multipart form with `solicitud` (JSON), `claveEnvio`, `token` and `documento_<id>`
   * files, or the same as a JSON body (without files).
   */
  nueva: endpoint({
    summary: 'File an admission request (public)',
    method: 'POST',
    path: '/api/solicitudes-admisiones/nueva',
    ...publico,
    body: solicitudNueva,
    multipart: true,
    // `correoEnviado`: whether the code went by e-mail too (false while the institution has no mail server).
    response: z.object({ solicitudAdmisionId: z.number(), codigo: z.string(), repetida: z.boolean(), correoEnviado: z.boolean() }),
    status: 201,
    errors: ['solicitud_duplicada', 'too_many_attempts'],
  }),
  consulta: endpoint({
    summary: 'An applicant looks up their request (document and code)',
    method: 'POST',
    path: '/api/solicitudes-admisiones',
    ...publico,
    body: consulta,
    response: solicitud,
    errors: ['solicitud_no_encontrada'],
  }),
  documentos: endpoint({
    summary: 'An applicant sends missing documents',
    method: 'POST',
    path: '/api/solicitudes-admisiones/documentos',
    ...publico,
    body: consulta,
    multipart: true,
    response: solicitud,
    errors: ['solicitud_cerrada', 'documento_aprobado'],
  }),
  /** A student's own admission request (or any, for admissions staff). */
  delEstudiante: endpoint({
    summary: 'The admission request a student came from',
    method: 'GET',
    path: '/api/solicitudes-admisiones/estudiante',
    access: 'self',
    query: z.object({ matricula: z.string().trim().min(1).max(30) }),
    response: solicitud,
  }),
  /** The periods to review, newest first, with how many requests each has (the screens open on the newest that has some). */
  periodos: endpoint({
    summary: 'Periods to review, newest first, with their number of requests',
    method: 'GET',
    path: `${base}/periodos`,
    ...staffOrCommittee,
    response: z.array(z.object({ periodoAcademicoId: z.number(), descripcion: z.string(), inicio: z.string(), solicitudes: z.number() })),
  }),
  list: endpoint({
    summary: "A period's admission requests: paged and searched",
    method: 'GET',
    path: `${base}/periodo-academico/:periodoAcademicoId`,
    ...staffOrCommittee,
    params: z.object({ periodoAcademicoId: id }),
    query: z.object({ value: searchValue, estadoId: optId, ...pageQuery, after: z.string().max(400).optional() }),
    response: z.array(solicitudFila),
    paged: true,
    sheet: sheet<SolicitudFila>(label('Solicitudes de admisión', 'Admission requests'), [
      { label: label('Código', 'Code'), value: (r) => r.codigo },
      { label: label('Apellidos', 'Last names'), value: (r) => r.apellidos },
      { label: label('Nombres', 'First names'), value: (r) => r.nombres },
      { label: label('Cédula o pasaporte', 'ID card or passport'), value: (r) => r.cedula ?? r.pasaporte },
      { label: label('Correo', 'E-mail'), value: (r) => r.email },
      { label: label('Carrera', 'Career'), value: (r) => r.carrDescripcion },
      { label: label('Recinto', 'Campus'), value: (r) => r.sedeDescripcion },
      { label: label('Estado', 'Status'), value: (r) => r.estadoDescripcion },
      { label: label('Comité', 'Committee'), value: (r, lang) => r.comiteDecision && decisiones[r.comiteDecision][lang] },
      { label: label('Fecha', 'Date'), value: (r) => r.creadoEn.slice(0, 10), date: true },
      { label: label('Matrícula', 'Student ID'), value: (r) => r.matriculaId },
    ]),
  }),
  get: endpoint({
    summary: 'One admission request with its documents and history',
    method: 'GET',
    path: `${base}/:solicitudAdmisionId`,
    ...staffOrCommittee,
    params: byId,
    response: solicitud,
  }),
  update: endpoint({
    summary: "Correct an applicant's data",
    method: 'PUT',
    path: `${base}/:solicitudAdmisionId`,
    ...staff,
    params: byId,
    body: solicitudUpdate,
    response: solicitud,
    errors: ['solicitud_cerrada', 'solicitud_duplicada', 'estado_no_permitido', 'documentos_pendientes'],
  }),
  estado: endpoint({
    summary: "Change a request's status, with a reason",
    method: 'POST',
    path: `${base}/:solicitudAdmisionId/estado`,
    ...staff,
    params: byId,
    body: cambioEstadoIn,
    response: solicitud,
    errors: ['estado_no_permitido', 'documentos_pendientes'],
  }),
  revisarDocumento: endpoint({
    summary: "Accept or reject a request's document",
    method: 'PUT',
    path: `${base}/:solicitudAdmisionId/documentos/:documentoAcademicoId`,
    ...staff,
    params: byId.extend({ documentoAcademicoId: id }),
    body: revisionDocumentoIn,
    response: solicitud,
    errors: ['solicitud_cerrada'],
  }),
  /** Staff attach the papers a walk-in applicant brings (multipart `documento_<id>` files), while the request waits for review. */
  adjuntarDocumentos: endpoint({
    summary: 'Attach documents an applicant brought in person',
    method: 'POST',
    path: `${base}/:solicitudAdmisionId/documentos`,
    ...staff,
    params: byId,
    multipart: true,
    response: solicitud,
    errors: ['solicitud_cerrada', 'documento_aprobado'],
  }),
  comite: endpoint({
    summary: "The committee's decision on a request",
    method: 'PUT',
    path: `${base}/:solicitudAdmisionId/comite`,
    access: { screens: [comiteScreen] },
    labels: solicitudLabels,
    params: byId,
    body: decisionComiteIn,
    response: solicitud,
    errors: ['solicitud_cerrada'],
  }),
  admitir: endpoint({
    summary: 'Admit an approved applicant as a student',
    method: 'POST',
    path: `${base}/:solicitudAdmisionId/admitir`,
    ...staff,
    params: byId,
    response: solicitud.extend({ admitidoAhora: z.boolean() }),
    errors: ['admision_no_validada', 'admision_sin_aprobacion'],
  }),
  archivo: endpoint({
    summary: 'A file an applicant attached',
    method: 'GET',
    path: '/api/archivos/admisiones/:name',
    ...staffOrCommittee,
    params: z.object({ name: z.string().regex(/^solicitud-\d+-\d+-[0-9a-f]+\.(jpg|png|webp|pdf)$/) }),
    response: fileResponse,
  }),
  /** Statistics of a period: requests by career and status. */
  estadisticas: endpoint({
    summary: "A period's requests by career and status",
    method: 'GET',
    path: '/api/reportes/academicos/solicitudes-admisiones/periodo/:periodoAcademicoId',
    ...staffOrCommittee,
    params: z.object({ periodoAcademicoId: id }),
    response: estadisticas,
  }),
};

/** The key of a row in a period's list (newest first): its filing moment, to the microsecond, and its id. */
export const solicitudKey = keyset('timestamp', 'int');
