import { cents, fromCents } from '../platform/money.ts';
import type { ResumenMoneda } from './caja.contract.ts';

/*
 * What a register should hold, per currency: the float, plus the cash its standing receipts took,
 * less the change it handed back and the cash withdrawn. Cards, transfers and cheques are counted
 * apart: they never sit in the drawer. Once closed, the difference is what was counted less that.
 */

export type MonedaDeCaja = {
  monedaPagoId: number;
  moneda: string;
  fondo: string;
  contado: string | null;
  devuelto: string;
  retiros: string;
  cobrado: string;
};
export type FormaPagoDeCaja = {
  monedaPagoId: number;
  tipoFormaPagoId: number;
  formaPago: string;
  efectivo: boolean;
  monto: string;
  recibos: number;
};

export function resumenCaja(monedas: readonly MonedaDeCaja[], formas: readonly FormaPagoDeCaja[]): ResumenMoneda[] {
  return monedas.map((m) => {
    const propias = formas.filter((f) => f.monedaPagoId === m.monedaPagoId);
    const efectivo = propias.filter((f) => f.efectivo).reduce((a, f) => a + cents(f.monto), 0n);
    const esperado = efectivoEsperado(m, efectivo);
    return {
      monedaPagoId: m.monedaPagoId,
      moneda: m.moneda,
      fondo: m.fondo,
      formasPago: propias.map(({ monedaPagoId: _m, ...f }) => f),
      devuelto: m.devuelto,
      retiros: m.retiros,
      cobrado: m.cobrado,
      efectivoEsperado: fromCents(esperado),
      contado: m.contado,
      diferencia: m.contado === null ? null : fromCents(cents(m.contado) - esperado),
    };
  });
}

/** The cash a register should hold in one currency, given the cash its receipts took. */
export const efectivoEsperado = (m: Pick<MonedaDeCaja, 'fondo' | 'devuelto' | 'retiros'>, efectivoRecibido: bigint) =>
  cents(m.fondo) + efectivoRecibido - cents(m.devuelto) - cents(m.retiros);

/** A register as people name it: with its campus, unless its name already says it ("Caja 1 · Recinto Santiago"). */
export const cajaYSede = (caja: string, sede: string) => (caja.toLowerCase().includes(sede.toLowerCase()) ? caja : `${caja} · ${sede}`);

/** An amount taken away, as a summary shows it (as every negative amount reads): "DOP -650.00", or "DOP 0.00" when nothing was. */
export const menos = (formatted: string, amount: string) => (/^0+(\.0+)?$/.test(amount) ? formatted : formatted.replace(/^(\D*?)(\d)/, '$1-$2'));

/**
 * The cash a closing takes to the bank: what was counted (what the drawer should hold, before the
 * count) less the float, which stays in the drawer for the next opening; never below zero.
 */
export function efectivoADepositar(m: Pick<ResumenMoneda, 'fondo' | 'efectivoEsperado' | 'contado'>): bigint {
  const enCaja = cents(m.contado ?? m.efectivoEsperado) - cents(m.fondo);
  return enCaja > 0n ? enCaja : 0n;
}
