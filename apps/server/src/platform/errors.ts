import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pickLang, type Label, type Lang } from '@claustro/domain/platform/i18n';
import { errorMessage, type ErrorCode } from '@claustro/domain/platform/messages';
import { issueMessage, labelAt, type IssueLike } from '@claustro/domain/platform/issues';
import { problemText, type ProblemCode } from '@claustro/domain/messages/problems';

const statusOf: Partial<Record<ErrorCode, number>> = {
  bad_request: 400,
  validation: 400,
  broken_reference: 400,
  password_mismatch: 400,
  password_reused: 400,
  file_too_large: 400,
  file_type: 400,
  code_invalid: 400,
  wrong_current_password: 400,
  unauthenticated: 401,
  token_expired: 401,
  invalid_credentials: 401,
  refresh_invalid: 401,
  forbidden: 403,
  password_expired: 403,
  user_blocked: 403,
  sede_not_allowed: 403,
  not_found: 404,
  existencia_insuficiente: 409,
  evaluacion_cerrada: 409,
  evaluacion_hecha: 409,
  evaluacion_anonima: 409,
  encuesta_cerrada: 409,
  encuesta_sin_preguntas: 409,
  encuesta_no_abierta: 409,
  encuesta_respondida: 409,
  sesion_cerrada: 409,
  sesion_incompleta: 409,
  diploma_anulado: 409,
  donacion_no_pendiente: 409,
  servicio_no_encontrado: 404,
  route_not_found: 404,
  duplicate: 409,
  username_taken: 409,
  email_taken: 409,
  too_many_attempts: 429,
  busy: 503,
  db_unavailable: 503,
  consulta_excedida: 503,
  smtp_not_configured: 409,
  prerequisite_cycle: 409,
  classroom_taken: 409,
  aula_ocupada: 409,
  profesor_ocupado: 409,
  cupo_mayor_que_aula: 400,
  aula_otra_sede: 400,
  cupo_menor_que_inscritos: 409,
  seccion_duplicada: 409,
  seleccion_rechazada: 409,
  sin_cuenta: 409,
  retiro_rechazado: 409,
  seleccion_cerrada: 409,
  digitacion_cerrada: 409,
  acta_enviada: 409,
  acta_incompleta: 409,
  acta_no_enviada: 409,
  correccion_pendiente: 409,
  correccion_sin_cambio: 400,
  correccion_resuelta: 409,
  correccion_propia: 409,
  correccion_desfasada: 409,
  codigo_invalido: 400,
  documento_no_encontrado: 404,
  graduacion_incompleta: 409,
  ya_graduado: 409,
  libro_lleno: 409,
  libro_no_disponible: 409,
  graduacion_anulada: 409,
  carta_no_aplica: 409,
  oficio_anulado: 409,
  no_es_cajero: 403,
  caja_abierta: 409,
  caja_ocupada: 409,
  caja_cerrada: 409,
  caja_ajena: 403,
  caja_no_abierta: 409,
  efectivo_insuficiente: 409,
  pagador_no_encontrado: 404,
  servicio_sin_precio: 409,
  pago_incompleto: 409,
  cambio_sin_efectivo: 409,
  rnc_requerido: 409,
  rnc_no_registrado: 409,
  ncf_agotado: 409,
  sin_periodo_inscripcion: 409,
  plan_ya_cobrado: 409,
  ecf_tipo_no_emitido: 409,
  sin_ncf_sin_permiso: 403,
  rango_ncf_solapado: 409,
  ncf_ya_emitido: 409,
  cuentas_sin_gp: 409,
  institucion_sin_rnc: 409,
  recibo_electronico: 409,
  ncf_mismo_tipo: 409,
  recibo_anulado: 409,
  cargo_excede: 409,
  cargo_no_anulable: 409,
  curso_no_abierto: 409,
  inscripcion_duplicada: 409,
  solicitud_procesada: 409,
  cargo_con_pagos: 409,
  pago_excede_balance: 409,
  pago_online_no_disponible: 409,
  pago_online_bloqueado: 409,
  pago_online_sin_caja: 409,
  pago_online_monto: 409,
  firma_invalida: 400,
  bloqueo_existente: 409,
  acuerdo_sin_deuda: 409,
  acuerdo_con_pagos: 409,
  acuerdo_anulado: 409,
  plan_no_aplica: 409,
  sin_plan_pago: 409,
  oficio_no_encontrado: 404,
  solicitud_abierta: 409,
  solicitud_estado: 409,
  solicitud_sin_pagar: 409,
  solicitud_pagada: 409,
  cargo_sin_saldo: 409,
  otorgada_anulada: 409,
  calculo_en_curso: 409,
  asignatura_aprobada: 409,
  no_exonerable: 409,
  sin_literal: 409,
  sin_reunion: 409,
  fecha_futura: 409,
  fuera_de_hora: 409,
  fuera_de_radio: 409,
  sin_ubicacion: 409,
  bloque_duplicado: 409,
  bloque_inactivo: 409,
  seccion_llena: 409,
  seccion_con_cupo: 409,
  turno_sala_espera: 429,
  ya_en_espera: 409,
  oferta_vencida: 409,
  periodo_terminado: 409,
  creditos_bajo_seleccion: 409,
  excepcion_solo_personal: 403,
  solicitud_duplicada: 409,
  solicitud_cerrada: 409,
  documento_aprobado: 409,
  solicitud_no_encontrada: 404,
  estado_no_permitido: 409,
  presupuesto_aprobado: 409,
  participante_no_inscrito: 409,
  documento_no_requerido: 409,
  solicitud_retirada: 409,
  sin_estado_retiro: 409,
  decision_tomada: 409,
  certificado_no_procede: 409,
  certificado_emitido: 409,
  sesion_llena: 409,
  periodo_cerrado: 409,
  carrera_sin_plan: 409,
  convocado_con_resultado: 409,
  solicitud_no_en_curso: 409,
  ya_convocado: 409,
  admision_no_validada: 409,
  admision_sin_aprobacion: 409,
  content_type: 415,
  documentos_pendientes: 409,
  student_not_visible: 403,
  plan_version_taken: 409,
  office_not_configured: 404,
  office_token_invalid: 401,
  office_unknown_user: 401,
  office_unavailable: 503,
  captcha_required: 400,
  captcha_failed: 400,
  captcha_unavailable: 503,
  smtp_failed: 502,
};

/** Field-level problems of a 400: field name → message. */
export type FieldErrors = Record<string, string>;

/**
 * Input a handler validated itself (a multipart form's JSON part) and found wrong: its zod issues,
 * answered like a route schema's (400, one message per field).
 */
export class InputError extends Error {
  constructor(readonly issues: IssueLike[]) {
    super('validation');
  }
}

/** Parses input with a schema, or throws `InputError` with the issues. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw new InputError(r.error.issues as unknown as IssueLike[]);
  return r.data;
}

/** What services throw; the one error handler turns it into `{ status, code, message, fields? }`. */
/**
 * What is wrong with one field: a problem of the catalogue (`messages/es/problems.ts`), an error code
 * said of the field, or a sentence a domain rule already said in both languages.
 */
export type FieldProblem = { problem: ProblemCode; params?: Record<string, unknown> } | { code: ErrorCode; params?: Record<string, unknown> } | Label;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly fields?: Record<string, FieldProblem>,
  ) {
    super(code);
  }
  get status(): number {
    return statusOf[this.code] ?? 400;
  }
}

export function requestLang(req: FastifyRequest): Lang {
  return pickLang((req.headers['accept-language'] as string | undefined) ?? null);
}

/** Labels of the fields a route accepts, for messages that name the field the way the form does. */
declare module 'fastify' {
  interface FastifyContextConfig {
    labels?: Record<string, Label>;
    /** Messages of fields that must match a pattern, said instead of a generic "wrong format". */
    patterns?: Record<string, Label>;
  }
}

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: FieldErrors) {
  return reply.status(status).send(fields ? { status, code, message, fields } : { status, code, message });
}

/** A PostgreSQL error, whether or not the query builder wrapped it. */
export function pgError(err: unknown): { code?: string; constraint?: string; detail?: string } | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  if (e?.code && /^[0-9A-Z]{5}$/.test(e.code)) return e as never;
  if (e?.cause?.code) return e.cause as never;
  return undefined;
}

/**
 * The database is out of reach for a moment (restarting, failing over, out of connections) or gave
 * up a transaction to let another go on (deadlock, serialization): the request may be sent again
 * (writes that matter answer a repeat as they answered the first). Answered 503 with Retry-After,
 * never 500 and never a hang.
 */
export function isTransientDbError(err: unknown): boolean {
  const pe = pgError(err);
  if (pe?.code && (/^08/.test(pe.code) || ['57P01', '57P02', '57P03', '53300', '40001', '40P01'].includes(pe.code))) return true;
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  for (const x of [e, e?.cause]) {
    if (!x) continue;
    if (x.code && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(x.code)) return true;
    if (x.message && /Connection terminated|connection error|timeout exceeded when trying to connect|Connection ended/i.test(x.message)) return true;
  }
  return false;
}

/** Unique and foreign-key constraints of hand-written tables, by the field a person would correct. */
const constraintFields: Record<string, string> = {
  persona_documento_valor_uq: 'documentosIdentificacion',
  usuario_usua_nombre_uq: 'usuaNombre',
  usuario_usua_email_uq: 'usuaEmail',
  carrera_usuario_acceso_uq: 'carreraId',
  profesor_codigo_uq: 'profCodigo_Referencia',
  profesor_persona_uq: 'documentosIdentificacion',
  persona_documento_tipo_fk: 'documentosIdentificacion',
  persona_telefono_tipo_fk: 'telefonos',
  persona_email_tipo_fk: 'emails',
  persona_direccion_pais_fk: 'direcciones',
  persona_direccion_provincia_fk: 'direcciones',
  persona_direccion_municipio_fk: 'direcciones',
};

/**
 * The field of a constraint the table above does not name, from PostgreSQL's detail
 * ("Key (condicion_academica_id)=(9) is not present…" → `condicionAcademicaId`).
 */
function columnOf(detail: string | undefined): string | undefined {
  const column = detail && /^Key \((\w+)\)=/.exec(detail)?.[1];
  return column ? column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : undefined;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLang(req);
    const labels = req.routeOptions.config?.labels ?? {};
    const labelOf = (field: string) => labelAt(field.split('.'), labels, lang);
    /** Parameters given in both languages (a field's label) said in the request's. */
    const inLang = (params: Record<string, unknown> = {}) =>
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v && typeof v === 'object' && lang in v ? (v as Label)[lang] : v]));

    const issues: IssueLike[] | null = hasZodFastifySchemaValidationErrors(err)
      ? err.validation.map(
          (v) =>
            ({ code: v.keyword, path: v.instancePath.replace(/^\//, '').split('/').filter(Boolean), message: v.message, ...(v.params as object) }) as IssueLike,
        )
      : err instanceof InputError
        ? err.issues
        : null;
    if (issues) {
      const fields: FieldErrors = {};
      for (const issue of issues) {
        const path = issue.path.map(String);
        const field = path.join('.') || 'body';
        const pattern = req.routeOptions.config?.patterns?.[path[0] ?? ''];
        fields[field] ??= pattern && issue.code === 'invalid_format' ? pattern[lang] : issueMessage(issue, labelOf(field), lang);
      }
      return send(reply, 400, 'validation', errorMessage('validation', lang), fields);
    }
    if (err instanceof DomainError) {
      let fields: FieldErrors | undefined;
      if (err.fields) {
        fields = {};
        for (const [f, v] of Object.entries(err.fields)) {
          fields[f] =
            'problem' in v
              ? problemText(v.problem, lang, { label: labelOf(f), ...inLang(v.params) })
              : 'code' in v
                ? errorMessage(v.code, lang, { field: labelOf(f), ...inLang(v.params) })
                : v[lang];
        }
      }
      const params = { ...err.params };
      if (typeof params.field === 'string') params.field = labelOf(params.field);
      // A refusal that lifts with time (too many attempts) says when.
      if (typeof params.retryAfter === 'number') void reply.header('retry-after', String(params.retryAfter));
      return send(reply, err.status, err.code, errorMessage(err.code, lang, params), fields);
    }
    const pe = pgError(err);
    if (pe && (pe.code === '23505' || pe.code === '23503')) {
      const field = (pe.constraint && constraintFields[pe.constraint]) ?? columnOf(pe.detail) ?? 'id';
      const code: ErrorCode = pe.code === '23505' ? 'duplicate' : 'broken_reference';
      const message = errorMessage(code, lang, { field: labelOf(field) });
      return send(reply, code === 'duplicate' ? 409 : 400, code, message, { [field]: message });
    }
    if (pe?.code === '57014') {
      // A statement that ran past `statement_timeout` (or was cancelled): the request is refused, nothing of it saved.
      req.log.warn({ err }, 'statement cut short');
      return send(reply, 503, 'consulta_excedida', errorMessage('consulta_excedida', lang));
    }
    if (isTransientDbError(err)) {
      req.log.warn({ err }, 'database unavailable');
      void reply.header('retry-after', '2');
      return send(reply, 503, 'db_unavailable', errorMessage('db_unavailable', lang));
    }
    if (err.statusCode && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      const code = err.statusCode === 413 ? 'file_too_large' : err.statusCode === 415 ? 'content_type' : 'bad_request';
      return send(reply, err.statusCode, code, errorMessage(code, lang));
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'internal', errorMessage('internal', lang));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLang(req);
    return send(reply, 404, 'route_not_found', errorMessage('route_not_found', lang, { path: req.url.split('?')[0] }));
  });
}
