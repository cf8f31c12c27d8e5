import { describe, expect, it } from 'vitest';
import { rangoVencido, seSolapan, serieNcfPattern } from './ncf.rules.ts';

describe('NCF ranges', () => {
  it("know the DGII's series and nothing else", () => {
    expect(['B01', 'B02', 'B15', 'E31', 'E32', 'E34'].every((p) => serieNcfPattern.test(p))).toBe(true);
    expect(['B00', 'B05', 'E30', 'E42', 'A01', 'b02', 'B021'].some((p) => serieNcfPattern.test(p))).toBe(false);
  });
  it('overlap when they share a number, ends included', () => {
    expect(seSolapan({ desde: 1, hasta: 1000 }, { desde: 1000, hasta: 2000 })).toBe(true);
    expect(seSolapan({ desde: 1, hasta: 1000 }, { desde: 1001, hasta: 2000 })).toBe(false);
    expect(seSolapan({ desde: 500, hasta: 600 }, { desde: 1, hasta: 1000 })).toBe(true);
  });
  it('expire after their last day, and only while in force', () => {
    expect(rangoVencido({ vence: '2026-11-30', activo: true }, '2026-12-01')).toBe(true);
    expect(rangoVencido({ vence: '2026-12-01', activo: true }, '2026-12-01')).toBe(false);
    expect(rangoVencido({ vence: '2026-11-30', activo: false }, '2026-12-01')).toBe(false);
  });
});
