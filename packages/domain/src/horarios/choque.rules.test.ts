import { describe, expect, it } from 'vitest';
import { choquesEntre, horarioValido, minutos, reunionesChocan, type Reunion } from './choque.rules.ts';

const term = { fechaInicia: '2027-01-11', fechaFinaliza: '2027-04-24' };
const at = (diaId: number, horaInicio: string, horaFin: string, dates = term): Reunion => ({ diaId, horaInicio, horaFin, ...dates });

describe('schedule clashes', () => {
  it('reads hours as minutes since midnight', () => {
    expect(minutos('00:00')).toBe(0);
    expect(minutos('08:30')).toBe(510);
    expect(minutos('23:59')).toBe(1439);
  });

  it('finds two meetings on the same day whose hours overlap', () => {
    expect(reunionesChocan(at(1, '08:00', '10:00'), at(1, '09:00', '11:00'))).toBe(true);
    expect(reunionesChocan(at(1, '08:00', '12:00'), at(1, '09:00', '10:00'))).toBe(true);
    expect(reunionesChocan(at(3, '18:00', '20:00'), at(3, '18:00', '20:00'))).toBe(true);
  });

  it('lets one meeting start when the other ends, and keeps different days apart', () => {
    expect(reunionesChocan(at(1, '08:00', '10:00'), at(1, '10:00', '12:00'))).toBe(false);
    expect(reunionesChocan(at(1, '10:00', '12:00'), at(1, '08:00', '10:00'))).toBe(false);
    expect(reunionesChocan(at(1, '08:00', '10:00'), at(2, '08:00', '10:00'))).toBe(false);
  });

  it('does not clash across date ranges that never meet (a modular subject in the first weeks, another after)', () => {
    const first = { fechaInicia: '2027-01-11', fechaFinaliza: '2027-02-13' };
    const second = { fechaInicia: '2027-02-15', fechaFinaliza: '2027-03-20' };
    expect(reunionesChocan(at(6, '08:00', '12:00', first), at(6, '08:00', '12:00', second))).toBe(false);
    // Sharing one day is enough.
    expect(reunionesChocan(at(6, '08:00', '12:00', first), at(6, '08:00', '12:00', { ...second, fechaInicia: '2027-02-13' }))).toBe(true);
  });

  it('refuses a meeting that ends before it starts', () => {
    expect(horarioValido({ horaInicio: '10:00', horaFin: '08:00' })).toBe(false);
    expect(horarioValido({ horaInicio: '10:00', horaFin: '10:00' })).toBe(false);
    expect(horarioValido({ horaInicio: '08:00', horaFin: '10:00' })).toBe(true);
  });

  it('names every pair of sections in a cart that clash, once each', () => {
    const a = { id: 'MAT-101-01', reuniones: [at(1, '08:00', '10:00'), at(3, '08:00', '10:00')] };
    const b = { id: 'ESP-101-02', reuniones: [at(3, '09:00', '11:00')] };
    const c = { id: 'HIS-101-01', reuniones: [at(2, '08:00', '10:00')] };
    const d = { id: 'FIS-101-01', reuniones: [at(1, '07:00', '08:30')] };
    expect(choquesEntre([a, b, c, d]).map(([x, y]) => `${x.id}/${y.id}`)).toEqual(['MAT-101-01/ESP-101-02', 'MAT-101-01/FIS-101-01']);
    expect(choquesEntre([c])).toEqual([]);
  });
});
