import { describe, expect, it } from 'vitest';
import { cuotasDeAcuerdo } from './acuerdo.rules.ts';

describe('a payment agreement’s instalments', () => {
  it('splits what is owed in equal parts, the odd cents on the first, monthly from the first date', () => {
    expect(cuotasDeAcuerdo(1000001n, 3, '2026-12-15')).toEqual([
      { cuota: 1, monto: 333335n, fechaVence: '2026-12-15' },
      { cuota: 2, monto: 333333n, fechaVence: '2027-01-15' },
      { cuota: 3, monto: 333333n, fechaVence: '2027-02-15' },
    ]);
  });

  it('falls on the last day of a shorter month', () => {
    expect(cuotasDeAcuerdo(400n, 4, '2027-01-31').map((c) => c.fechaVence)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(cuotasDeAcuerdo(200n, 2, '2028-01-30').map((c) => c.fechaVence)).toEqual(['2028-01-30', '2028-02-29']);
  });

  it('always adds up to the total, every instalment within a cent of the others', () => {
    let seed = 7;
    const rnd = (max: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % max);
    for (let i = 0; i < 2000; i++) {
      const total = BigInt(1 + rnd(2_000_000_000));
      const n = 1 + rnd(36);
      const cs = cuotasDeAcuerdo(total, n, '2026-11-30');
      expect(cs.reduce((a, c) => a + c.monto, 0n)).toBe(total);
      expect(cs[0].monto - cs[n - 1].monto).toBeLessThan(BigInt(n));
      expect(new Set(cs.map((c) => c.fechaVence)).size).toBe(n);
    }
  });
});
