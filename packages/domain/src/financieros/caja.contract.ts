import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { amount, amountOut, positiveAmount } from '../platform/money.ts';
import { fileResponse, id, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * A cashier's day (§4 cash-register opening and closing): `/financieros/cajas-aperturas` opens the
 * cashier's register with its float per currency, shows what it has taken, and closes it with the
 * cash counted and a closing report; `/financieros/retiro-caja` takes cash out of the open register
 * with a reason. Nothing is collected on a closed register.
 */

export const aperturaScreen = '/financieros/cajas-aperturas';
export const retiroScreen = '/financieros/retiro-caja';
export const cobroScreen = '/financieros/cobros-servicios';

export const cajaLabels: Record<string, Label> = {
  fondos: label('Fondo inicial', 'Opening float'),
  fondo: label('Fondo inicial', 'Opening float'),
  contados: label('Efectivo contado', 'Cash counted'),
  contado: label('Efectivo contado', 'Cash counted'),
  monedaPagoId: label('Moneda', 'Currency'),
  observacion: label('Observación', 'Note'),
  monto: label('Monto', 'Amount'),
  motivo: label('Motivo', 'Reason'),
};

/** The register a user works, if they are a cashier. */
export const cajeroDe = z.object({
  cajeroId: z.number(),
  cajaId: z.number(),
  caja: z.string(),
  sedeId: z.number(),
  sede: z.string(),
  esSupervisor: z.boolean(),
  cobra: z.boolean(),
  /** The receipt type a collection takes unless the cashier chooses another: the register's, else consumer final. */
  tipoNcfId: z.number().nullable(),
  /** May issue a receipt without a fiscal number (the institution allows it and this cashier is allowed to). */
  sinNcf: z.boolean(),
});
export type CajeroDe = z.output<typeof cajeroDe>;

/** Per currency: the float, what came in by each method, the change, withdrawals, the cash expected and, once closed, counted. */
export const resumenMoneda = z.object({
  monedaPagoId: z.number(),
  moneda: z.string(),
  fondo: amountOut,
  formasPago: z.array(z.object({ tipoFormaPagoId: z.number(), formaPago: z.string(), efectivo: z.boolean(), monto: amountOut, recibos: z.number() })),
  devuelto: amountOut,
  retiros: amountOut,
  cobrado: amountOut,
  efectivoEsperado: amountOut,
  contado: amountOut.nullable(),
  diferencia: amountOut.nullable(),
});
export type ResumenMoneda = z.output<typeof resumenMoneda>;

export const apertura = z.object({
  cajaAperturaId: z.number(),
  cajaId: z.number(),
  caja: z.string(),
  sede: z.string(),
  cajeroId: z.number(),
  cajero: z.string(),
  fechaApertura: timestamp,
  fechaCierre: timestamp.nullable(),
  cerrada: z.boolean(),
  observacionCierre: z.string().nullable(),
  recibos: z.number(),
  anulados: z.number(),
});
export type Apertura = z.output<typeof apertura>;

export const aperturaConResumen = apertura.extend({ monedas: z.array(resumenMoneda) });
export type AperturaConResumen = z.output<typeof aperturaConResumen>;

export const retiro = z.object({
  id: z.number(),
  cajaAperturaId: z.number(),
  moneda: z.string(),
  monto: amountOut,
  motivo: z.string(),
  usuario: z.string(),
  creadoEn: timestamp,
});
export type Retiro = z.output<typeof retiro>;

const cadaMonedaUnaVez = {
  message: problem('moneda_repetida'),
};
const unaVez = (rows: { monedaPagoId: number }[]) => new Set(rows.map((r) => r.monedaPagoId)).size === rows.length;

export const aperturaIn = z.object({
  fondos: z
    .array(z.object({ monedaPagoId: id, fondo: amount }))
    .max(10)
    .refine(unaVez, cadaMonedaUnaVez)
    .default([]),
});
export const cierreIn = z.object({
  contados: z
    .array(z.object({ monedaPagoId: id, contado: amount }))
    .max(10)
    .refine(unaVez, cadaMonedaUnaVez),
  observacion: optText(500),
});
export const retiroIn = z.object({ monedaPagoId: id, monto: positiveAmount, motivo: text(300) });
export type AperturaIn = z.output<typeof aperturaIn>;
export type CierreIn = z.output<typeof cierreIn>;
export type RetiroIn = z.output<typeof retiroIn>;

const cashierScreens = [aperturaScreen, retiroScreen, cobroScreen];

export const cajaApi = {
  list: endpoint({
    summary: 'Register openings, newest first, paged; by state; `filtro` searches the register, campus or cashier',
    method: 'GET',
    path: '/api/financieros/cajas-aperturas',
    access: { screens: [aperturaScreen] },
    query: z.object({ filtro: searchValue, estado: z.enum(['abierta', 'cerrada']).optional(), ...pageQuery }),
    response: z.array(apertura),
    paged: true,
  }),
  get: endpoint({
    summary: 'A register opening with what it took per currency and method, its withdrawals and (closed) the cash counted',
    method: 'GET',
    path: '/api/financieros/cajas-aperturas/:cajaAperturaId',
    access: { screens: [aperturaScreen] },
    params: z.object({ cajaAperturaId: id }),
    response: aperturaConResumen,
  }),
  mia: endpoint({
    summary: "A user's cash register and its opening in course (the caller's own, unless they supervise registers)",
    method: 'GET',
    path: '/api/financieros/cajas-aperturas/usuarioid/:userId',
    access: { screens: cashierScreens },
    params: z.object({ userId: id }),
    response: z.object({ cajero: cajeroDe.nullable(), apertura: aperturaConResumen.nullable() }),
  }),
  abrir: endpoint({
    summary: "Open the caller's cash register with its float per currency",
    method: 'POST',
    path: '/api/financieros/cajas-aperturas',
    access: { screens: [aperturaScreen] },
    body: aperturaIn,
    response: aperturaConResumen,
    status: 201,
    labels: cajaLabels,
    errors: ['no_es_cajero', 'caja_abierta', 'caja_ocupada'],
  }),
  cerrar: endpoint({
    summary: 'Close a register opening with the cash counted per currency (its cashier or a supervisor); nothing is collected on it after',
    method: 'PUT',
    path: '/api/financieros/cajas-aperturas/:cajaAperturaId',
    access: { screens: [aperturaScreen] },
    params: z.object({ cajaAperturaId: id }),
    body: cierreIn,
    response: aperturaConResumen,
    labels: cajaLabels,
    errors: ['caja_cerrada', 'caja_ajena'],
  }),
  reporteCierre: endpoint({
    summary: "A register opening's closing report (PDF): per currency and method, the withdrawals, the cash expected and counted, and its receipts",
    method: 'GET',
    path: '/api/financieros/cajas-aperturas/reporte-cierre/:cajaAperturaId',
    access: { screens: [aperturaScreen] },
    params: z.object({ cajaAperturaId: id }),
    response: fileResponse,
  }),
  retiros: endpoint({
    summary: "Withdrawals of a register opening (the caller's open one when none is named), newest first",
    method: 'GET',
    path: '/api/financieros/retiro-caja',
    access: { screens: [retiroScreen, aperturaScreen] },
    query: z.object({ cajaAperturaId: id.optional(), ...pageQuery }),
    response: z.array(retiro),
    paged: true,
  }),
  retirar: endpoint({
    summary: "Take cash out of the caller's open register, with the reason; never more cash than the register holds",
    method: 'POST',
    path: '/api/financieros/retiro-caja',
    access: { screens: [retiroScreen] },
    body: retiroIn,
    response: retiro,
    status: 201,
    labels: cajaLabels,
    errors: ['caja_no_abierta', 'efectivo_insuficiente'],
  }),
};
