import { describe, expect, it } from 'vitest';
import { cajaYSede, efectivoADepositar, menos, resumenCaja } from './caja.rules.ts';
import { formatMoney } from '../platform/money.ts';

const dop = { monedaPagoId: 1, moneda: 'DOP', fondo: '5000.00', contado: null, devuelto: '350.50', retiros: '10000.00', cobrado: '42000.00' };
const formas = [
  { monedaPagoId: 1, tipoFormaPagoId: 1, formaPago: 'Efectivo', efectivo: true, monto: '20350.50', recibos: 7 },
  { monedaPagoId: 1, tipoFormaPagoId: 2, formaPago: 'Tarjeta de crédito', efectivo: false, monto: '22000.00', recibos: 4 },
  { monedaPagoId: 2, tipoFormaPagoId: 1, formaPago: 'Efectivo', efectivo: true, monto: '100.00', recibos: 1 },
];

describe('resumenCaja', () => {
  it('expects the float plus cash taken, less change and withdrawals; cards apart', () => {
    const [r] = resumenCaja([dop], formas);
    expect(r.efectivoEsperado).toBe('15000.00'); // 5000 + 20350.50 − 350.50 − 10000
    expect(r.formasPago.map((f) => f.formaPago)).toEqual(['Efectivo', 'Tarjeta de crédito']);
    expect(r.diferencia).toBeNull();
  });

  it('once counted, says the difference: short is negative, over positive', () => {
    expect(resumenCaja([{ ...dop, contado: '14990.00' }], formas)[0].diferencia).toBe('-10.00');
    expect(resumenCaja([{ ...dop, contado: '15000.25' }], formas)[0].diferencia).toBe('0.25');
  });

  it('a currency with a float and nothing else expects its float', () => {
    const [r] = resumenCaja([{ ...dop, monedaPagoId: 3, moneda: 'EUR', fondo: '200.00', devuelto: '0', retiros: '0', cobrado: '0' }], formas);
    expect(r).toMatchObject({ efectivoEsperado: '200.00', formasPago: [] });
  });
});

describe('cajaYSede and menos', () => {
  it('names the campus once', () => {
    expect(cajaYSede('Caja 1 · Recinto Santiago', 'Recinto Santiago')).toBe('Caja 1 · Recinto Santiago');
    expect(cajaYSede('Caja principal', 'Recinto Santiago')).toBe('Caja principal · Recinto Santiago');
  });
  it('marks what was taken away, not nothing', () => {
    expect(menos('DOP 650.00', '650.00')).toBe('DOP -650.00');
    expect(menos(formatMoney('650', 'DOP'), '650')).toBe(formatMoney('-650', 'DOP'));
    expect(menos('DOP 0.00', '0.00')).toBe('DOP 0.00');
  });
});

describe('efectivoADepositar', () => {
  it('takes to the bank what was counted less the float, which stays; what the drawer should hold before the count; never below zero', () => {
    expect(efectivoADepositar({ fondo: '5000.00', efectivoEsperado: '12350.00', contado: '12300.00' })).toBe(730000n);
    expect(efectivoADepositar({ fondo: '5000.00', efectivoEsperado: '12350.00', contado: null })).toBe(735000n);
    expect(efectivoADepositar({ fondo: '5000.00', efectivoEsperado: '4000.00', contado: '4000.00' })).toBe(0n);
  });
});
