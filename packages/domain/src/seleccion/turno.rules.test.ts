import { describe, expect, it } from 'vitest';
import { fueraDeTurno, type Turno } from './turno.rules.ts';

const turno = (o: Partial<Turno>): Turno => ({
  carreraId: null,
  desde: '2026-11-30T08:00',
  hasta: '2026-12-04T18:00',
  creditosMinimos: 0,
  indiceMinimo: null,
  ...o,
});
const elena = { carreraId: 7, creditosAprobados: 40, indice: null };

describe('registration turns', () => {
  it('leaves registration to the period when no turn governs it', () => {
    expect(fueraDeTurno([], elena, '2026-11-24T10:00')).toBeNull();
    expect(fueraDeTurno([turno({ carreraId: 9 })], elena, '2026-11-24T10:00')).toBeNull();
  });

  it('opens at the turn’s first minute and closes after its last, and says when, in both languages', () => {
    const general = [turno({})];
    expect(fueraDeTurno(general, elena, '2026-11-30T07:59')).toEqual({
      es: 'Su turno de inscripción empieza el 30/11/2026 a las 08:00.',
      en: 'Your registration turn starts on 30/11/2026 at 08:00.',
    });
    expect(fueraDeTurno(general, elena, '2026-11-30T08:00')).toBeNull();
    expect(fueraDeTurno(general, elena, '2026-12-04T18:00')).toBeNull();
    expect(fueraDeTurno(general, elena, '2026-12-04T18:01')?.es).toBe('Su turno de inscripción terminó el 04/12/2026 a las 18:00.');
  });

  it('lets students with the credits or the index go first, the rest at the general turn', () => {
    const turns = [turno({ desde: '2026-11-27T08:00', hasta: '2026-11-29T18:00', creditosMinimos: 90 }), turno({})];
    expect(fueraDeTurno(turns, { ...elena, creditosAprobados: 95 }, '2026-11-28T09:00')).toBeNull();
    expect(fueraDeTurno(turns, elena, '2026-11-28T09:00')?.es).toBe('Su turno de inscripción empieza el 30/11/2026 a las 08:00.');
    const byIndex = [turno({ desde: '2026-11-27T08:00', hasta: '2026-11-29T18:00', indiceMinimo: 3.5 })];
    expect(fueraDeTurno(byIndex, { ...elena, indice: 3.6 }, '2026-11-28T09:00')).toBeNull();
    // No index yet (no grades): a turn that asks for one is not hers.
    expect(fueraDeTurno(byIndex, elena, '2026-11-28T09:00')?.es).toBe('Ningún turno de inscripción de este período le corresponde todavía.');
  });

  it('lets a career’s own turns replace the general ones', () => {
    const turns = [turno({ carreraId: 7, desde: '2026-12-01T08:00' }), turno({})];
    expect(fueraDeTurno(turns, elena, '2026-11-30T09:00')?.es).toBe('Su turno de inscripción empieza el 01/12/2026 a las 08:00.');
    expect(fueraDeTurno(turns, { ...elena, carreraId: 8 }, '2026-11-30T09:00')).toBeNull();
  });
});
