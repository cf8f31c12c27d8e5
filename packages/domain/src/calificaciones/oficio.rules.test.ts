import { describe, expect, it } from 'vitest';
import { leerNumeroOficio, numeroOficio } from './oficio.rules.ts';

describe("an official letter's number", () => {
  it('is the year and a sequence of four digits', () => {
    expect(numeroOficio(2026, 7)).toBe('OF-2026-0007');
    expect(numeroOficio(2026, 12345)).toBe('OF-2026-12345');
  });
  it('is read back however it is typed', () => {
    expect(leerNumeroOficio('OF-2026-0007')).toEqual({ anio: 2026, secuencia: 7 });
    expect(leerNumeroOficio(' of 2026 7 ')).toEqual({ anio: 2026, secuencia: 7 });
    expect(leerNumeroOficio('OF-2026-12345')).toEqual({ anio: 2026, secuencia: 12345 });
  });
  it('refuses what is not one', () => {
    for (const bad of ['', 'OF-26-0007', '2026-0007', 'OF-2026-0000', 'OF-2026-', 'OF-2026-00a7']) expect(leerNumeroOficio(bad), bad).toBeNull();
  });
});
