import { describe, expect, it } from 'vitest';
import { avisoCupoOfrecido } from './espera.ts';

describe('the notice of a seat offered from a waiting list', () => {
  it("names the section and the deadline in the institution's time zone, in both languages", () => {
    const { asunto, mensaje } = avisoCupoOfrecido({
      seccion: 'MAT-101-01',
      asignatura: 'Cálculo I',
      venceEn: new Date('2026-11-24T14:30:00Z'),
      timeZone: 'America/Santo_Domingo',
    });
    expect(asunto).toContain('MAT-101-01');
    expect(mensaje).toContain('hasta el 24/11/2026');
    expect(mensaje).toContain('10:30');
    expect(mensaje).toContain('until 24/11/2026');
    expect(mensaje).toContain('Cálculo I');
  });
});
