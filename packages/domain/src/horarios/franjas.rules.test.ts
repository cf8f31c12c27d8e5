import { describe, expect, it } from 'vitest';
import { primeraFranjaLibre } from './franjas.rules.ts';

describe('placing a section in the week', () => {
  it('takes the first standard slot, twice a week, or once for a light subject', () => {
    expect(primeraFranjaLibre([], 4)).toEqual([
      { diaId: 1, desde: '08:00', hasta: '10:00' },
      { diaId: 3, desde: '08:00', hasta: '10:00' },
    ]);
    expect(primeraFranjaLibre([], 2)).toEqual([{ diaId: 1, desde: '08:00', hasta: '10:00' }]);
  });

  it("skips the slots the plan term's other subjects meet in, even partly", () => {
    expect(primeraFranjaLibre([{ diaId: 3, desde: '09:00', hasta: '09:30' }], 4)?.[0]).toEqual({ diaId: 1, desde: '10:00', hasta: '12:00' });
    // A light subject meets only on the first day: Wednesday's meeting does not stand in its way.
    expect(primeraFranjaLibre([{ diaId: 3, desde: '08:00', hasta: '10:00' }], 2)).toEqual([{ diaId: 1, desde: '08:00', hasta: '10:00' }]);
  });

  it('asks whether a slot is free otherwise (a room), and answers null when none is', () => {
    expect(primeraFranjaLibre([], 4, (h) => h[0].diaId === 5)).toEqual([{ diaId: 5, desde: '08:00', hasta: '12:00' }]);
    expect(primeraFranjaLibre([], 4, () => false)).toBeNull();
  });
});
