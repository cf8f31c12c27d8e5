import { describe, expect, it } from 'vitest';
import { ocupanteDe } from './ocupacion.rules.ts';
import type { OcupacionAula } from './seccion-horario.contract.ts';

const held = (o: Partial<OcupacionAula>): OcupacionAula => ({
  aulaId: 1,
  compartible: false,
  seccionAsignaturaId: 10,
  seccion: 'MAT-101-01',
  asignatura: 'Cálculo I',
  diaId: 1,
  desde: '08:00',
  hasta: '10:00',
  ...o,
});
const week = [held({}), held({ aulaId: 2, compartible: true }), held({ seccionAsignaturaId: 11, seccion: 'FIS-101-01', diaId: 3 })];

describe('who holds a room when a meeting is planned', () => {
  it('names the section holding it at overlapping hours of that day', () => {
    expect(ocupanteDe(week, { aulaId: 1, diaId: 1, desde: '09:00', hasta: '11:00' }, null)?.seccion).toBe('MAT-101-01');
    expect(ocupanteDe(week, { aulaId: 1, diaId: 3, desde: '07:00', hasta: '08:30' }, null)?.seccion).toBe('FIS-101-01');
  });

  it('finds it free back to back, on another day, in another room, in a room that does not check clashes, or for the section itself', () => {
    expect(ocupanteDe(week, { aulaId: 1, diaId: 1, desde: '10:00', hasta: '12:00' }, null)).toBeUndefined();
    expect(ocupanteDe(week, { aulaId: 1, diaId: 2, desde: '08:00', hasta: '10:00' }, null)).toBeUndefined();
    expect(ocupanteDe(week, { aulaId: 3, diaId: 1, desde: '08:00', hasta: '10:00' }, null)).toBeUndefined();
    expect(ocupanteDe(week, { aulaId: 2, diaId: 1, desde: '08:00', hasta: '10:00' }, null)).toBeUndefined();
    expect(ocupanteDe(week, { aulaId: 1, diaId: 1, desde: '08:00', hasta: '10:00' }, 10)).toBeUndefined();
  });

  it('says nothing while the hours are not whole or run backwards', () => {
    expect(ocupanteDe(week, { aulaId: 1, diaId: 1, desde: '08:0', hasta: '10:00' }, null)).toBeUndefined();
    expect(ocupanteDe(week, { aulaId: 1, diaId: 1, desde: '10:00', hasta: '08:00' }, null)).toBeUndefined();
  });
});
