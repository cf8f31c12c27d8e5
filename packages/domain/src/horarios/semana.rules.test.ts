import { describe, expect, it } from 'vitest';
import { semana } from './semana.rules.ts';

describe('a week laid out as a timetable', () => {
  it('shows Monday to Friday and the hours from 07:00 to 13:00 when the week is empty or fits', () => {
    expect(semana([])).toMatchObject({ dias: [1, 2, 3, 4, 5], desdeHora: 7, hastaHora: 13, bloques: [] });
    const w = semana([{ diaId: 3, desde: '08:00', hasta: '10:00' }]);
    expect(w.bloques[0]).toMatchObject({ columna: 2, filaInicio: 4, filaFin: 12, choca: false });
  });

  it('widens to the earliest start and the latest end, and adds the weekend days that have meetings', () => {
    const w = semana([
      { diaId: 1, desde: '06:30', hasta: '08:00' },
      { diaId: 6, desde: '20:00', hasta: '21:45' },
    ]);
    expect(w.dias).toEqual([1, 2, 3, 4, 5, 6]);
    expect([w.desdeHora, w.hastaHora]).toEqual([6, 22]);
    expect(w.bloques.map((b) => [b.columna, b.filaInicio, b.filaFin])).toEqual([
      [0, 2, 8],
      [5, 56, 63],
    ]);
    expect(semana([{ diaId: 7, desde: '09:00', hasta: '10:00' }]).dias).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('marks the meetings that clash, and only those', () => {
    const w = semana([
      { diaId: 2, desde: '08:00', hasta: '10:00', id: 'a' },
      { diaId: 2, desde: '09:00', hasta: '11:00', id: 'b' },
      { diaId: 2, desde: '11:00', hasta: '12:00', id: 'c' },
    ]);
    expect(w.bloques.map((b) => [b.id, b.choca])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
  });
});
