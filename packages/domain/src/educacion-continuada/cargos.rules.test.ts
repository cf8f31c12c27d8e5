import { describe, expect, it } from 'vitest';
import { cargosDeParticipante } from './cargos.rules.ts';

describe("a continuing-education participant's charges", () => {
  const curso = { costo: '12000.00', montoInscripcion: '3000.00', cuotas: 3, inicio: '2026-01-31' };

  it('asks the enrolment amount on the day, then the rest in monthly instalments from the start', () => {
    expect(cargosDeParticipante(curso, '2026-01-10')).toEqual([
      { tipo: 'inscripcion', cuota: 0, monto: '3000.00', vence: '2026-01-10' },
      { tipo: 'cuota', cuota: 1, monto: '3000.00', vence: '2026-01-31' },
      { tipo: 'cuota', cuota: 2, monto: '3000.00', vence: '2026-02-28' },
      { tipo: 'cuota', cuota: 3, monto: '3000.00', vence: '2026-03-31' },
    ]);
  });

  it('puts the cents that do not divide on the first instalment, so the price is exact', () => {
    const cargos = cargosDeParticipante({ ...curso, costo: '10000.00', montoInscripcion: '0', cuotas: 3 }, '2026-01-10');
    expect(cargos.map((c) => c.monto)).toEqual(['3333.34', '3333.33', '3333.33']);
  });

  it('charges the rest in one instalment when the course names none, and everything on enrolling when that is the price', () => {
    expect(cargosDeParticipante({ ...curso, cuotas: 0 }, '2026-01-10').map((c) => [c.tipo, c.monto])).toEqual([
      ['inscripcion', '3000.00'],
      ['cuota', '9000.00'],
    ]);
    expect(cargosDeParticipante({ ...curso, montoInscripcion: '12000.00' }, '2026-01-10')).toEqual([
      { tipo: 'inscripcion', cuota: 0, monto: '12000.00', vence: '2026-01-10' },
    ]);
  });

  it('charges nothing for a free course, and never more on enrolling than the price', () => {
    expect(cargosDeParticipante({ ...curso, costo: '0', montoInscripcion: '0' }, '2026-01-10')).toEqual([]);
    expect(cargosDeParticipante({ ...curso, costo: '500.00', montoInscripcion: '800.00' }, '2026-01-10')).toEqual([
      { tipo: 'inscripcion', cuota: 0, monto: '500.00', vence: '2026-01-10' },
    ]);
  });
});
