import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { codigosAnulacion } from './dgii.rules.ts';
import { endpoint } from '../platform/contract.ts';
import { amount, amountOut, positiveAmount } from '../platform/money.ts';
import { fileResponse, id, int, isoDate, motivo, optId, optText, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { aperturaScreen, cobroScreen } from './caja.contract.ts';
import { cargo } from './cuenta.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * Collection (`/financieros/cobros-servicios`): the cashier finds the payer, picks services (priced by
 * the institution in the receipt's currency, never by the browser), takes one or more payment
 * methods, and issues a receipt with its fiscal number (NCF) in one transaction. Receipts
 * (`/financieros/documentos-contables`) are printed (letter or POS), reprinted as copies, annulled
 * with a reason (a supervisor on a closed register), and given another NCF type when the payer asks.
 */

export const documentosScreen = '/financieros/documentos-contables';
export const reimprimirScreen = '/financieros/reimprimir-documentos-contables';
export const anularScreen = '/financieros/anular-documentos-contables';
export const anularCerradaScreen = '/financieros/AnularDocumentoContableCajaCerrada';
export const reasignarNcfScreen = '/financieros/reasignar-ncf';
export const reciboScreen = '/financieros/reportes-recibos/:id';
export const reciboPosScreen = '/financieros/reportes-recibos-pos/:id';

/** Who pays: a student, an applicant, a company, a continuing-education participant, or anyone else by name. */
export const tiposPagador = ['estudiante', 'solicitante', 'empresa', 'participante', 'externo'] as const;
export type TipoPagador = (typeof tiposPagador)[number];

export const cobroLabels: Record<string, Label> = {
  pagador: label('Pagador', 'Payer'),
  tipo: label('Tipo de pagador', 'Payer type'),
  codigo: label('Código', 'Code'),
  nombre: label('Nombre', 'Name'),
  monedaPagoId: label('Moneda', 'Currency'),
  tipoNcfId: label('Tipo de comprobante', 'Receipt type'),
  rnc: label('RNC o cédula', 'RNC or ID number'),
  servicios: label('Servicios', 'Services'),
  servicioContableId: label('Servicio', 'Service'),
  cantidad: label('Cantidad', 'Quantity'),
  descuento: label('Descuento', 'Discount'),
  formasPago: label('Formas de pago', 'Payment methods'),
  tipoFormaPagoId: label('Forma de pago', 'Payment method'),
  monto: label('Monto', 'Amount'),
  referencia: label('Referencia', 'Reference'),
  bancoId: label('Banco', 'Bank'),
  tipoTarjetaCreditoId: label('Tipo de tarjeta', 'Card type'),
  comentario: label('Comentario', 'Comment'),
  sinNcf: label('Recibo sin NCF', 'Receipt without NCF'),
  motivo: label('Motivo', 'Reason'),
  tipoAnulacion: label('Tipo de anulación (DGII)', 'Annulment type (DGII)'),
  clave: label('Clave del cobro', 'Payment key'),
};

/** Who pays, as the cashier found them. */
export const pagador = z.object({
  tipo: z.enum(tiposPagador),
  codigo: z.string().nullable(),
  nombre: z.string(),
  estatus: z.string().nullable(),
  area: z.string().nullable(),
  estudianteId: z.number().nullable(),
  /** A company's entry in the DGII registry: a sponsor's charges are owed by it. */
  empresaId: z.number().nullable(),
  rnc: z.string().nullable(),
  /** A continuing-education participant's ID or passport number: the charges of every request they made are theirs. */
  identificacion: z.string().nullable(),
  /** A student's (a sponsor's, a participant's) charges still to pay, oldest due first. */
  cargos: z.array(cargo),
});
export type Pagador = z.output<typeof pagador>;

/** Someone a cashier's search found: who they are and how to look them up as a payer (`tipo`, `codigo`). */
export const candidatoPagador = z.object({
  tipo: z.enum(tiposPagador),
  codigo: z.string(),
  nombre: z.string(),
  /** What tells two people of one name apart: a student's career and campus, a company's trade name, a participant's course. */
  detalle: z.string().nullable(),
});
export type CandidatoPagador = z.output<typeof candidatoPagador>;

/** A service as the cashier picks it: its price in the receipt's currency. */
export const servicioACobrar = z.object({
  servicioContableId: z.number(),
  descripcion: z.string(),
  grupo: z.string().nullable(),
  precio: amountOut,
});
export type ServicioACobrar = z.output<typeof servicioACobrar>;

const rnc = z
  .string()
  .trim()
  .transform((v) => v.replace(/-/g, ''))
  .pipe(z.string().regex(/^(\d{9}|\d{11})$/, problem('rnc_formato')));

/** What a malformed key or RNC is told, instead of a generic "wrong format". */
const cobroPatterns: Record<string, Label> = {
  clave: label(
    'La clave del cobro tiene de 8 a 64 letras, dígitos, guiones o subrayados.',
    'The payment key has 8 to 64 letters, digits, hyphens or underscores.',
  ),
  rnc: label('El RNC tiene 9 dígitos y la cédula 11.', 'An RNC has 9 digits and a cédula 11.'),
};

export const cobroBase = z.object({
  /** The submission's idempotency key: the same key again answers the receipt it already made. */
  clave: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, problem('clave_cobro_invalida')),
  pagador: z.object({ tipo: z.enum(tiposPagador), codigo: optText(30), nombre: optText(200) }),
  monedaPagoId: id,
  /** The receipt type; none: the register's default. */
  tipoNcfId: optId,
  /** A receipt without a fiscal number, with why: only where the institution allows it, by a cashier allowed to. */
  sinNcf: z
    .object({ motivo })
    .nullish()
    .transform((v) => v ?? null),
  rnc: rnc.nullish().transform((v) => v ?? null),
  servicios: z
    .array(z.object({ servicioContableId: id, cantidad: int(1, 99).default(1), descuento: amount.default('0.00') }))
    .max(30)
    .default([]),
  /** What is paid of a student's (or a sponsor's) charges (an instalment, or part of it). */
  cargos: z
    .array(z.object({ cargoEstudianteId: id, monto: positiveAmount }))
    .max(30)
    .refine((xs) => new Set(xs.map((x) => x.cargoEstudianteId)).size === xs.length, problem('cargo_repetido'))
    .default([]),
  formasPago: z
    .array(
      z.object({
        tipoFormaPagoId: id,
        monto: amount,
        referencia: optText(40),
        bancoId: optId,
        tipoTarjetaCreditoId: optId,
      }),
    )
    .min(1)
    .max(10),
  comentario: optText(500),
});

export const cobroIn = cobroBase.refine((c) => c.servicios.length + c.cargos.length > 0, {
  path: ['servicios'],
  message: problem('cobro_vacio'),
});
export type CobroIn = z.output<typeof cobroIn>;

/** A payment towards a student's balance: the amount is spread over what they owe, the oldest due first. */
export const pagoBalanceIn = cobroBase.omit({ servicios: true, cargos: true }).extend({ monto: positiveAmount });
export type PagoBalanceIn = z.output<typeof pagoBalanceIn>;

/** A receipt annulled: why, in words and by the DGII's code (a written-off number goes to the 608 with it). */
export const anulacionReciboIn = z.object({ motivo, tipoAnulacion: z.enum(codigosAnulacion).default('04') });
/** A receipt given another fiscal type at the payer's request (a fiscal credit names the buyer's RNC). */
export const reasignacionNcfIn = z.object({ tipoNcfId: id, rnc: rnc.nullish().transform((v) => v ?? null), motivo });

export const estadosRecibo = ['emitido', 'anulado'] as const;
/** Where an electronic document stands: unsigned (no certificate), waiting to be sent, or what the DGII answered. */
export const estadosEcf = ['sin_firma', 'pendiente', 'aceptado', 'rechazado'] as const;

export const recibo = z.object({
  documentoContableId: z.number(),
  numero: z.string(),
  fecha: timestamp,
  cajaAperturaId: z.number(),
  caja: z.string(),
  sede: z.string(),
  cajero: z.string(),
  pagador: z.enum(tiposPagador),
  codigoPersona: z.string().nullable(),
  nombrePersona: z.string(),
  moneda: z.string(),
  tipoNcf: z.string().nullable(),
  ncf: z.string().nullable(),
  ncfVence: z.string().nullable(),
  /** Issued without a fiscal number (where the institution allows it): why. */
  motivoSinNcf: z.string().nullable(),
  rnc: z.string().nullable(),
  rncNombre: z.string().nullable(),
  total: amountOut,
  recibido: amountOut,
  devuelto: amountOut,
  comentario: z.string().nullable(),
  estado: z.enum(estadosRecibo),
  motivoAnulacion: z.string().nullable(),
  anuladoEn: timestamp.nullable(),
  reimpresiones: z.number(),
  cajaCerrada: z.boolean(),
});
export type Recibo = z.output<typeof recibo>;

export const reciboCompleto = recibo.extend({
  /** The student's charges it paid. */
  cargos: z.array(z.object({ cargoEstudianteId: z.number(), concepto: z.string(), monto: amountOut })),
  servicios: z.array(z.object({ descripcion: z.string(), cantidad: z.number(), precio: amountOut, descuento: amountOut, monto: amountOut })),
  formasPago: z.array(
    z.object({ formaPago: z.string(), monto: amountOut, referencia: z.string().nullable(), banco: z.string().nullable(), tarjeta: z.string().nullable() }),
  ),
  /** Its electronic documents (e-CF, and the credit note that annulled it), with what the DGII said of them. */
  ecf: z.array(
    z.object({
      tipo: z.number(),
      encf: z.string(),
      codigoSeguridad: z.string().nullable(),
      fechaFirma: z.string().nullable(),
      estado: z.enum(estadosEcf),
      mensaje: z.string().nullable(),
    }),
  ),
});
export type ReciboCompleto = z.output<typeof reciboCompleto>;

const one = '/api/financieros/documentos-contables/:documentoContableId';
const reciboParams = z.object({ documentoContableId: id });
const receiptScreens = [documentosScreen, reimprimirScreen, anularScreen, anularCerradaScreen, reasignarNcfScreen, cobroScreen, aperturaScreen];

export const cobroApi = {
  pagador: endpoint({
    summary:
      'Find a payer: a student by matrícula, an applicant by request number, a company by RNC (DGII registry), a continuing-education participant by request code or ID number, or anyone by name (`externo`, the name as the code)',
    method: 'GET',
    path: '/api/financieros/cobros-servicios/tipoestudianteid/:tipo/codigoestudiante/:codigo/periodo/:periodo',
    access: { screens: [cobroScreen] },
    params: z.object({ tipo: z.enum(tiposPagador), codigo: z.string().trim().min(1).max(200), periodo: int() }),
    response: pagador,
    errors: ['pagador_no_encontrado'],
  }),
  buscarPagadores: endpoint({
    summary:
      'Search payers as a cashier types: students by name, matrícula (with or without its hyphen) or cédula (with or without dashes); companies by RNC or name (the DGII registry); continuing-education participants by ID number; applicants by request number. At most 20, students first',
    method: 'GET',
    path: '/api/financieros/cobros-servicios/pagadores',
    access: { screens: [cobroScreen] },
    query: z.object({ value: z.string().trim().min(2).max(100) }),
    response: z.array(candidatoPagador),
  }),
  estudiante: endpoint({
    summary: 'Find a student payer by matrícula',
    method: 'GET',
    path: '/api/financieros/cobros-servicios/estudiante/codigoestudiante/:codigo',
    access: { screens: [cobroScreen] },
    params: z.object({ codigo: z.string().trim().min(1).max(30) }),
    response: pagador,
    errors: ['pagador_no_encontrado'],
  }),
  servicios: endpoint({
    summary: 'Services that have a price in a currency, with that price, for the collection screen; `value` searches the description',
    method: 'GET',
    path: '/api/financieros/cobros-servicios/servicios',
    access: { screens: [cobroScreen] },
    query: z.object({ monedaPagoId: id, value: searchValue, ...pageQuery }),
    response: z.array(servicioACobrar),
    paged: true,
  }),
  cobrar: endpoint({
    summary:
      "Collect on the caller's open register: prices from the services, several payment methods, change only from cash, the NCF taken from the campus's range in the same transaction; the same `clave` again answers the original receipt",
    method: 'POST',
    path: '/api/financieros/cobros-servicios',
    access: { screens: [cobroScreen] },
    body: cobroIn,
    response: reciboCompleto,
    status: 201,
    labels: cobroLabels,
    patterns: cobroPatterns,
    errors: [
      'caja_no_abierta',
      'pagador_no_encontrado',
      'servicio_sin_precio',
      'pago_incompleto',
      'cambio_sin_efectivo',
      'cargo_excede',
      'rnc_requerido',
      'rnc_no_registrado',
      'ncf_agotado',
      'ecf_tipo_no_emitido',
    ],
  }),
  pagoBalance: endpoint({
    summary:
      "Collect towards a student's or a continuing-education participant's balance: the amount goes to what they owe, the oldest due first (each paid in full before the next); never more than the balance. Same register, receipt and key rules as a collection",
    method: 'POST',
    path: '/api/financieros/cobros-servicios/pago-balance',
    access: { screens: [cobroScreen] },
    body: pagoBalanceIn,
    response: reciboCompleto,
    status: 201,
    labels: cobroLabels,
    patterns: cobroPatterns,
    errors: ['caja_no_abierta', 'pagador_no_encontrado', 'pago_excede_balance', 'pago_incompleto', 'cambio_sin_efectivo', 'ncf_agotado'],
  }),
  datosRecibo: endpoint({
    summary: 'A receipt with its services and payment methods',
    method: 'GET',
    path: '/api/financieros/cobros-servicios/datos-recibo/:documentoContableId',
    access: { screens: receiptScreens },
    params: reciboParams,
    response: reciboCompleto,
  }),
  list: endpoint({
    summary:
      'Receipts, newest first, paged; by state, dates and register opening; `sinNcf=true` only those issued without a fiscal number (each with its reason); `value` searches the receipt number, NCF, payer code or name',
    method: 'GET',
    path: '/api/financieros/documentos-contables',
    access: { screens: receiptScreens },
    query: z.object({
      value: searchValue,
      estado: z.enum(estadosRecibo).optional(),
      sinNcf: z.enum(['true', 'false']).optional(),
      desde: isoDate.optional(),
      hasta: isoDate.optional(),
      cajaAperturaId: id.optional(),
      ...pageQuery,
    }),
    response: z.array(recibo),
    paged: true,
  }),
  pdf: endpoint({
    summary: 'A receipt as a PDF: letter size, or the narrow roll of a POS printer (`formato=pos`)',
    method: 'GET',
    path: `${one}/pdf`,
    access: { screens: receiptScreens },
    params: reciboParams,
    query: z.object({ formato: z.enum(['carta', 'pos']).default('carta') }),
    response: fileResponse,
  }),
  misRecibos: endpoint({
    summary: "The signed-in student's own receipts, newest first, paged (annulled ones say so)",
    method: 'GET',
    path: '/api/financieros/mis-recibos',
    access: 'self',
    query: z.object({ ...pageQuery }),
    response: z.array(recibo),
    paged: true,
  }),
  miReciboPdf: endpoint({
    summary: "One of the signed-in student's own receipts as a PDF (letter or POS roll); anyone else's is not found",
    method: 'GET',
    path: '/api/financieros/mis-recibos/:documentoContableId/pdf',
    access: 'self',
    params: reciboParams,
    query: z.object({ formato: z.enum(['carta', 'pos']).default('carta') }),
    response: fileResponse,
  }),
  reimprimir: endpoint({
    summary: 'Print a receipt again: marked as a copy, counted and audited',
    method: 'POST',
    path: `${one}/reimprimir`,
    access: { screens: [reimprimirScreen] },
    params: reciboParams,
    query: z.object({ formato: z.enum(['carta', 'pos']).default('carta') }),
    response: fileResponse,
  }),
  anular: endpoint({
    summary:
      'Annul a receipt with its reason: on an open register by its cashier or a supervisor; on a closed one only a supervisor with the closed-register screen. Its NCF is reported as annulled, never reissued',
    method: 'POST',
    path: `${one}/anular`,
    access: { screens: [anularScreen, anularCerradaScreen] },
    params: reciboParams,
    body: anulacionReciboIn,
    response: reciboCompleto,
    labels: cobroLabels,
    errors: ['recibo_anulado', 'caja_cerrada', 'caja_ajena'],
  }),
  ecfXml: endpoint({
    summary: "A receipt's electronic document as signed and sent to the DGII: its e-CF, or (`tipo=34`) the credit note that annulled it",
    method: 'GET',
    path: `${one}/ecf`,
    access: { screens: receiptScreens },
    params: reciboParams,
    query: z.object({
      tipo: z.coerce
        .number()
        .pipe(z.union([z.literal(31), z.literal(32), z.literal(34)]))
        .optional(),
    }),
    response: fileResponse,
  }),
  reasignarNcf: endpoint({
    summary: 'Give a receipt a fiscal number of another type (a payer who asks for fiscal credit): its old NCF is reported as annulled',
    method: 'POST',
    path: `${one}/reasignar-ncf`,
    access: { screens: [reasignarNcfScreen] },
    params: reciboParams,
    body: reasignacionNcfIn,
    response: reciboCompleto,
    labels: cobroLabels,
    patterns: cobroPatterns,
    errors: ['recibo_anulado', 'rnc_requerido', 'rnc_no_registrado', 'ncf_agotado', 'ncf_mismo_tipo'],
  }),
};
