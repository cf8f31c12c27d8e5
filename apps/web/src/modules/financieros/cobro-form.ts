import { z } from 'zod';
import { cobroBase } from '@claustro/domain/financieros/cobro.contract';
import { problem } from '@claustro/domain/messages/problems';
import { amount, cents, positiveAmount } from '@claustro/domain/platform/money';
import { ApiError } from '../../platform/api.ts';
import { blanksAsNull, tidiedFirst } from '../../platform/forms.ts';

/*
 * The collection screen's form, checked by the collection contract (`cobroBase`): the same payer,
 * currency, receipt type, services, charges and payment methods, plus what the screen needs to show
 * and the one choice the contract makes with another endpoint (a payment towards the balance).
 */

/** Blank as the given value: a discount or an amount left empty is nothing. */
const blankAs = (empty: unknown) => (v: unknown) => (typeof v === 'string' && !v.trim() ? empty : v);

/** One service on the receipt: the contract's line, with the name and price the cashier sees. */
const linea = cobroBase.shape.servicios.unwrap().element.extend({ descuento: z.preprocess(blankAs('0'), amount), descripcion: z.string(), precio: z.string() });

const formaPago = cobroBase.shape.formasPago.element;

export const cobroForm = tidiedFirst(
  blanksAsNull,
  cobroBase
    .extend({
      servicios: z.array(linea).max(30),
      cargos: cobroBase.shape.cargos.unwrap(),
      // A method left without an amount is not used (the cashier put the rest on another).
      formasPago: z
        .array(formaPago.extend({ monto: z.preprocess(blankAs('0'), amount) }))
        .min(1)
        .max(10),
      /** An amount towards the whole balance instead (the server spreads it, the oldest owed first). */
      abonoBalance: positiveAmount.nullable(),
    })
    .refine((c) => c.abonoBalance !== null || c.servicios.length + c.cargos.length > 0, { path: ['servicios'], message: problem('cobro_vacio') }),
);
export type CobroForm = z.input<typeof cobroForm>;
export type CobroValues = z.output<typeof cobroForm>;

/** The payment methods sent: those with an amount, with where each sits on the screen. */
export function metodosUsados(formasPago: CobroValues['formasPago']) {
  const usados = formasPago.flatMap((f, fila) => (cents(f.monto) > 0n ? [{ ...f, fila }] : []));
  return { formasPago: usados.map(({ fila: _, ...f }) => f), filas: usados.map((f) => f.fila) };
}

/** The server's messages about the methods sent (`formasPago.0.…`), put on the rows the screen shows. */
export function enFilas(err: unknown, filas: number[]): unknown {
  if (!(err instanceof ApiError)) return err;
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([k, v]) => [k.replace(/^formasPago\.(\d+)\./, (_, j: string) => `formasPago.${filas[Number(j)] ?? j}.`), v]),
  );
  return new ApiError(err.status, err.code, err.message, fields);
}
