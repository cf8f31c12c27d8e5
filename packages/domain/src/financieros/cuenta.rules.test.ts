import { describe, expect, it } from 'vitest';
import { cents, fromCents } from '../platform/money.ts';
import { cargosDelPeriodo, partesDeDescuento, patrociniosDelPeriodo, repartirAbono, type DescuentoAplicable, type PlanDeCobro } from './cuenta.rules.ts';

const plan: PlanDeCobro = {
  montoTotal: '45000.00',
  porCredito: false,
  costoCredito: null,
  creditosMinimo: null,
  cantidad: 4,
  inscripcion: '3500.00',
  reinscripcion: '3000.00',
  detalles: [1, 2, 3, 4].map((c) => ({ cuota: c, porcentaje: '25', dias: (c - 1) * 30 })),
};
const suma = (xs: { monto: string; tipo: string }[]) => fromCents(xs.filter((x) => x.tipo === 'cuota').reduce((a, x) => a + cents(x.monto), 0n));

describe('cargosDelPeriodo', () => {
  it('charges a new student the enrolment fee on the first day and the tuition in four monthly quarters', () => {
    expect(cargosDelPeriodo(plan, { creditos: 18, nuevo: true, inicio: '2027-01-11' })).toEqual([
      { tipo: 'inscripcion', cuota: 0, vence: '2027-01-11', monto: '3500.00', descuento: '0.00' },
      { tipo: 'cuota', cuota: 1, vence: '2027-01-11', monto: '11250.00', descuento: '0.00' },
      { tipo: 'cuota', cuota: 2, vence: '2027-02-10', monto: '11250.00', descuento: '0.00' },
      { tipo: 'cuota', cuota: 3, vence: '2027-03-12', monto: '11250.00', descuento: '0.00' },
      { tipo: 'cuota', cuota: 4, vence: '2027-04-11', monto: '11250.00', descuento: '0.00' },
    ]);
  });

  it('charges a returning student the re-enrolment fee', () => {
    expect(cargosDelPeriodo(plan, { creditos: 18, nuevo: false, inicio: '2027-01-11' })[0].monto).toBe('3000.00');
  });

  it('instalments add up to the tuition to the cent, the last taking the rounding', () => {
    const tercios = { ...plan, montoTotal: '1000.00', detalles: [1, 2, 3].map((c) => ({ cuota: c, porcentaje: c === 3 ? '33.34' : '33.33', dias: 0 })) };
    const r = cargosDelPeriodo(tercios, { creditos: 0, nuevo: false, inicio: '2027-01-11' });
    expect(r.filter((x) => x.tipo === 'cuota').map((x) => x.monto)).toEqual(['333.30', '333.30', '333.40']);
    const sinDetalle = cargosDelPeriodo({ ...plan, montoTotal: '100.00', cantidad: 3, detalles: [] }, { creditos: 0, nuevo: false, inicio: '2027-01-11' });
    expect(sinDetalle.filter((x) => x.tipo === 'cuota').map((x) => x.monto)).toEqual(['33.33', '33.33', '33.34']);
    expect(suma(sinDetalle)).toBe('100.00');
  });

  it('a per-credit plan charges the credits registered, never fewer than its minimum', () => {
    const porCredito = { ...plan, porCredito: true, costoCredito: '2450.00', creditosMinimo: 9, montoTotal: '0' };
    expect(suma(cargosDelPeriodo(porCredito, { creditos: 18, nuevo: false, inicio: '2027-01-11' }))).toBe('44100.00');
    expect(suma(cargosDelPeriodo(porCredito, { creditos: 4, nuevo: false, inicio: '2027-01-11' }))).toBe('22050.00');
  });

  it('a plan with no tuition and no fee charges nothing', () => {
    expect(cargosDelPeriodo({ ...plan, montoTotal: '0', inscripcion: null, reinscripcion: '0' }, { creditos: 0, nuevo: false, inicio: '2027-01-11' })).toEqual(
      [],
    );
  });

  it('takes discounts off what they affect: a 25 % scholarship on tuition and RD$500 off the fee', () => {
    const r = cargosDelPeriodo(plan, {
      creditos: 0,
      nuevo: true,
      inicio: '2027-01-11',
      descuentos: [
        { porcentaje: true, valor: '25', afectaInscripcion: false, afectaMensualidad: true },
        { porcentaje: false, valor: '500', afectaInscripcion: true, afectaMensualidad: false },
      ],
    });
    expect(r[0]).toMatchObject({ monto: '3000.00', descuento: '500.00' });
    expect(r.slice(1).map((x) => [x.monto, x.descuento])).toEqual(Array(4).fill(['8437.50', '2812.50']));
    expect(suma(r)).toBe('33750.00');
  });

  it('never discounts more than the charge: a full scholarship leaves instalments at zero', () => {
    const r = cargosDelPeriodo(plan, {
      creditos: 0,
      nuevo: false,
      inicio: '2027-01-11',
      descuentos: [
        { porcentaje: true, valor: '100', afectaInscripcion: true, afectaMensualidad: true },
        { porcentaje: false, valor: '999', afectaInscripcion: true, afectaMensualidad: true },
      ],
    });
    expect(r.every((x) => x.monto === '0.00')).toBe(true);
    expect(r[0].descuento).toBe('3000.00');
  });

  it('an uneven discount still leaves instalments that add up to the tuition less it', () => {
    const r = cargosDelPeriodo(
      { ...plan, montoTotal: '1000.00', cantidad: 3, detalles: [] },
      {
        creditos: 0,
        nuevo: false,
        inicio: '2027-01-11',
        descuentos: [{ porcentaje: true, valor: '33.33', afectaInscripcion: false, afectaMensualidad: true }],
      },
    );
    const cuotas = r.filter((x) => x.tipo === 'cuota');
    expect(fromCents(cuotas.reduce((a, x) => a + cents(x.monto) + cents(x.descuento), 0n))).toBe('1000.00');
    expect(suma(r)).toBe('666.70');
  });
});

describe('repartirAbono', () => {
  const p = [
    { cargoEstudianteId: 1, pendiente: 300000n },
    { cargoEstudianteId: 2, pendiente: 0n },
    { cargoEstudianteId: 3, pendiente: 1000000n },
    { cargoEstudianteId: 4, pendiente: 1000000n },
  ];
  it('pays the oldest in full first, then part of the next', () => {
    expect(repartirAbono(500000n, p)).toEqual({
      ok: true,
      abonos: [
        { cargoEstudianteId: 1, monto: 300000n },
        { cargoEstudianteId: 3, monto: 200000n },
      ],
    });
  });
  it('takes the whole balance, never more', () => {
    expect(repartirAbono(2300000n, p)).toMatchObject({ ok: true });
    expect(repartirAbono(2300001n, p)).toEqual({ ok: false, balance: 2300000n });
  });
});

describe('what sponsors owe', () => {
  const d = (o: Partial<DescuentoAplicable>): DescuentoAplicable => ({
    porcentaje: true,
    valor: '50',
    afectaInscripcion: false,
    afectaMensualidad: true,
    ...o,
  });

  it('each discount takes its own share; together never more than the amount, cut in proportion to the cent', () => {
    expect(partesDeDescuento(10000n, [d({ valor: '25' }), d({ porcentaje: false, valor: '10.00' })])).toEqual([2500n, 1000n]);
    // 80 % and 60 % of 100.00 would be 140.00: cut to 100.00 in proportion 4:3, the last taking the rounding.
    expect(partesDeDescuento(10000n, [d({ valor: '80' }), d({ valor: '60' })])).toEqual([5714n, 4286n]);
    expect(partesDeDescuento(10000n, [])).toEqual([]);
  });

  it('a sponsorship owes what it took off the fee and the tuition; a discount without a sponsor owes nothing', () => {
    const descuentos = [
      d({ descuentoId: 7, empresaId: 3, valor: '50', afectaInscripcion: true }),
      d({ descuentoId: 8, empresaId: null, porcentaje: false, valor: '1000' }),
    ];
    const p = patrociniosDelPeriodo(plan, { creditos: 18, nuevo: false, inicio: '2027-01-11', descuentos });
    // Half the re-enrolment (1,500) and half the tuition (22,500).
    expect(p).toEqual([{ descuentoId: 7, empresaId: 3, monto: '24000.00', vence: '2027-01-11' }]);
    // The student's charges carry the same discounts: 1,500 off the fee, 23,500 off the tuition.
    const cargos = cargosDelPeriodo(plan, { creditos: 18, nuevo: false, inicio: '2027-01-11', descuentos });
    expect(fromCents(cargos.reduce((a, c) => a + cents(c.descuento), 0n))).toBe('25000.00');
  });

  it('a full scholarship paid by a sponsor: the student owes nothing, the sponsor the whole term', () => {
    const descuentos = [d({ descuentoId: 1, empresaId: 9, valor: '100', afectaInscripcion: true })];
    const cargos = cargosDelPeriodo(plan, { creditos: 18, nuevo: true, inicio: '2027-01-11', descuentos });
    expect(cargos.every((c) => c.monto === '0.00')).toBe(true);
    expect(patrociniosDelPeriodo(plan, { creditos: 18, nuevo: true, inicio: '2027-01-11', descuentos })[0].monto).toBe('48500.00');
  });
});
