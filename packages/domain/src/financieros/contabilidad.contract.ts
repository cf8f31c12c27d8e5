import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { fileResponse, id, isoDate, pageQuery, searchValue, spanDeDias, timestamp } from '../platform/schemas.ts';
import { origenesAsiento } from './contabilidad.rules.ts';

/*
 * The ledger as the accountant reads it (spec §2 Finance "Accounting and charges"): the entries that
 * receipts, annulments and charges posted, what each account moved over a span, and the span as the
 * files the institution's accounting system imports (Dynamics GP, or a plain journal).
 */

export const transaccionesScreen = '/financieros/transacciones-contables';
export const resumenScreen = '/financieros/transacciones-contables-resumen';
export const gpScreen = '/financieros/transacciones-contables-gp';
export const diarioScreen = '/financieros/transacciones-contables-inesimed';
const ledgerScreens = [transaccionesScreen, resumenScreen, gpScreen, diarioScreen];

const spanFields = { desde: isoDate, hasta: isoDate, sedeId: id.optional(), monedaPagoId: id.optional() };

/** A span of days, and optionally a campus and a currency. */
const span = z.object(spanFields).superRefine(spanDeDias);

export const lineaFila = z.object({
  transaccionContableId: z.number(),
  cuentaContableCatalogoId: z.number().nullable(),
  codigo: z.string().nullable(),
  cuenta: z.string().nullable(),
  cuentaGp: z.string().nullable(),
  debito: amountOut,
  credito: amountOut,
});
export type LineaFila = z.input<typeof lineaFila>;

export const asientoFila = z.object({
  transaccionContableId: z.number(),
  numero: z.string(),
  fecha: timestamp,
  origen: z.enum(origenesAsiento),
  concepto: z.string(),
  documentoContableId: z.number().nullable(),
  sede: z.string(),
  moneda: z.string(),
  monto: amountOut,
});
export type AsientoFila = z.input<typeof asientoFila>;

export const resumenCuenta = z.object({
  moneda: z.string(),
  cuentaContableCatalogoId: z.number().nullable(),
  codigo: z.string().nullable(),
  cuenta: z.string().nullable(),
  cuentaGp: z.string().nullable(),
  transitoria: z.boolean(),
  debito: amountOut,
  credito: amountOut,
  saldo: amountOut,
  asientos: z.number(),
});
export type ResumenCuenta = z.input<typeof resumenCuenta>;

export const contabilidadApi = {
  list: endpoint({
    summary:
      'Accounting entries of a span, newest first, paged, each with its lines; by campus, currency and origin (receipt, annulment, charge); `value` searches the entry number and the concept (receipt number, NCF, payer)',
    method: 'GET',
    path: '/api/financieros/transacciones-contables',
    access: { screens: [transaccionesScreen] },
    query: z.object({ ...spanFields, origen: z.enum(origenesAsiento).optional(), value: searchValue, ...pageQuery }).superRefine(spanDeDias),
    response: z.array(asientoFila.extend({ lineas: z.array(lineaFila) })),
    paged: true,
  }),
  resumen: endpoint({
    summary: 'What each ledger account moved over a span, per currency: debits, credits and the net; lines with no account at all are listed apart',
    method: 'GET',
    path: '/api/financieros/transacciones-contables/resumen',
    access: { screens: ledgerScreens },
    query: span,
    response: z.object({
      cuentas: z.array(resumenCuenta),
      totales: z.array(z.object({ moneda: z.string(), debito: amountOut, credito: amountOut })),
    }),
  }),
  gp: endpoint({
    summary:
      'The span as Dynamics GP general-ledger journals (tab-delimited text): one journal per day, campus and currency; each account summed, with its GP account and the campus dimension',
    method: 'GET',
    path: '/api/financieros/transacciones-contables/gp',
    access: { screens: [gpScreen] },
    query: span,
    response: fileResponse,
  }),
  diario: endpoint({
    summary: 'The span as a journal file (CSV): every line of every entry with its chart-of-accounts code, for accounting systems other than GP',
    method: 'GET',
    path: '/api/financieros/transacciones-contables/diario',
    access: { screens: [diarioScreen] },
    query: span,
    response: fileResponse,
  }),
};
