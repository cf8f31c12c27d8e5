import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { amount, amountOut, cents } from '../platform/money.ts';
import { id, optDate, optId, pageQuery, timestamp } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * Discounts and scholarships of students (`/financieros/ConsultaAsignacionesBecas`, API
 * `estudiante-descuento-pago`): a percentage or an amount off what it affects, from a term on — that
 * term only or for good — until it expires; why, and the sponsoring company when one pays. They come
 * off the charges when a term's charges are written.
 */

export const descuentoScreen = '/financieros/ConsultaAsignacionesBecas';

export const descuentoLabels: Record<string, Label> = {
  estudianteCarreraId: label('Estudiante', 'Student'),
  solicitudAdmisionId: label('Solicitud de admisión', 'Admission request'),
  periodoAcademicoId: label('Desde el período', 'From term'),
  monedaPagoId: label('Moneda', 'Currency'),
  tipoDescuentoId: label('Tipo de descuento', 'Discount type'),
  descuentoJustificacionId: label('Justificación', 'Justification'),
  dePaPorcentaje: label('Es un porcentaje', 'It is a percentage'),
  dePaPorcentaje_Monto: label('Porcentaje o monto', 'Percentage or amount'),
  dePaPermanente: label('Permanente', 'Permanent'),
  dePaAfecta_Inscripcion: label('Afecta la inscripción', 'Affects the enrolment fee'),
  dePaAfecta_Mensualidad: label('Afecta las cuotas', 'Affects the instalments'),
  dePaAfectaServicios: label('Afecta los servicios', 'Affects services'),
  dePaAfectaServiciosInscripcion: label('Afecta los servicios de inscripción', 'Affects enrolment services'),
  empresaId: label('Empresa patrocinadora', 'Sponsoring company'),
  vence: label('Vence', 'Expires'),
  fechaVencimiento: label('Fecha de vencimiento', 'Expiry date'),
  estatus: label('Activo', 'Active'),
};

export const descuentoIn = z
  .object({
    estudianteCarreraId: optId,
    solicitudAdmisionId: optId,
    periodoAcademicoId: id,
    monedaPagoId: optId,
    tipoDescuentoId: id,
    descuentoJustificacionId: optId,
    dePaPorcentaje: z.boolean().default(true),
    dePaPorcentaje_Monto: amount,
    dePaPermanente: z.boolean().default(false),
    dePaAfecta_Inscripcion: z.boolean().default(false),
    dePaAfecta_Mensualidad: z.boolean().default(true),
    dePaAfectaServicios: z.boolean().default(false),
    dePaAfectaServiciosInscripcion: z.boolean().default(false),
    empresaId: optId,
    vence: z.boolean().default(false),
    fechaVencimiento: optDate,
    estatus: z.boolean().default(true),
  })
  .refine((d) => d.estudianteCarreraId || d.solicitudAdmisionId, {
    path: ['estudianteCarreraId'],
    message: problem('beneficiario_requerido'),
  })
  .refine((d) => cents(d.dePaPorcentaje_Monto) > 0n && (!d.dePaPorcentaje || cents(d.dePaPorcentaje_Monto) <= 10000n), {
    path: ['dePaPorcentaje_Monto'],
    message: problem('descuento_valor'),
  })
  .refine((d) => d.dePaAfecta_Inscripcion || d.dePaAfecta_Mensualidad || d.dePaAfectaServicios || d.dePaAfectaServiciosInscripcion, {
    path: ['dePaAfecta_Mensualidad'],
    message: problem('descuento_afecta'),
  })
  .refine((d) => !d.vence || d.fechaVencimiento, {
    path: ['fechaVencimiento'],
    message: problem('descuento_vence'),
  });
export type DescuentoIn = z.output<typeof descuentoIn>;

export const descuento = z.object({
  estudianteDescuentoPagoId: z.number(),
  estudianteCarreraId: z.number().nullable(),
  matricula: z.string().nullable(),
  solicitudAdmisionId: z.number().nullable(),
  solicitud: z.string().nullable(),
  nombre: z.string(),
  carrera: z.string().nullable(),
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  monedaPagoId: z.number().nullable(),
  tipoDescuentoId: z.number(),
  tipo: z.string(),
  beca: z.boolean(),
  patrocinio: z.boolean(),
  descuentoJustificacionId: z.number().nullable(),
  justificacion: z.string().nullable(),
  dePaPorcentaje: z.boolean(),
  dePaPorcentaje_Monto: amountOut,
  dePaPermanente: z.boolean(),
  dePaAfecta_Inscripcion: z.boolean(),
  dePaAfecta_Mensualidad: z.boolean(),
  dePaAfectaServicios: z.boolean(),
  dePaAfectaServiciosInscripcion: z.boolean(),
  empresaId: z.number().nullable(),
  empresa: z.string().nullable(),
  vence: z.boolean(),
  fechaVencimiento: z.string().nullable(),
  estatus: z.boolean(),
  usuario: z.string(),
  creadoEn: timestamp,
});
export type Descuento = z.output<typeof descuento>;

const base = '/api/financieros/estudiante-descuento-pago';
const on = { access: { screens: [descuentoScreen] }, labels: descuentoLabels } as const;
const porValor = z.object({ v: z.string().trim().min(1).max(120) });
const listado = { query: z.object({ soloBecas: z.enum(['true', 'false']).optional(), ...pageQuery }), response: z.array(descuento), paged: true } as const;

export const descuentoApi = {
  list: endpoint({
    summary: 'Discounts and scholarships, newest first, paged; only scholarships with `soloBecas`',
    method: 'GET',
    path: base,
    ...on,
    ...listado,
  }),
  get: endpoint({ summary: 'A discount or scholarship', method: 'GET', path: `${base}/:id`, ...on, params: z.object({ id }), response: descuento }),
  create: endpoint({
    summary: 'Give a student (or an applicant) a discount or scholarship: a percentage or an amount, what it affects, from which term, until when',
    method: 'POST',
    path: base,
    ...on,
    body: descuentoIn,
    response: descuento,
    status: 201,
  }),
  update: endpoint({
    summary: 'Change or withdraw a discount or scholarship (charges already written keep theirs)',
    method: 'PUT',
    path: `${base}/:id`,
    ...on,
    params: z.object({ id }),
    body: descuentoIn,
    response: descuento,
  }),
  porMatricula: endpoint({
    summary: "A student's discounts, by matrícula (part of it finds it)",
    method: 'GET',
    path: `${base}/matricula/:v`,
    ...on,
    params: porValor,
    ...listado,
  }),
  porSolicitud: endpoint({
    summary: "An applicant's discounts, by admission request code",
    method: 'GET',
    path: `${base}/solicitud/:v`,
    ...on,
    params: porValor,
    ...listado,
  }),
  porNombres: endpoint({
    summary: 'Discounts by student or applicant name (accents and case aside)',
    method: 'GET',
    path: `${base}/nombres/:v`,
    ...on,
    params: porValor,
    ...listado,
  }),
};
