import { describe, expect, it } from 'vitest';
import {
  coordenadas,
  diaDeFecha,
  diaInicial,
  diasDeClase,
  distanciaMetros,
  estadoDeMarca,
  resumenAsistencia,
  reunionesDelDia,
  ultimaAsistencia,
} from './asistencia.rules.ts';

describe('attendance', () => {
  it('knows the weekday of a date and the meetings of that day within their dates', () => {
    expect(diaDeFecha('2026-11-23')).toBe(1); // a Monday
    expect(diaDeFecha('2026-11-29')).toBe(7);
    const r = [
      { diaId: 1, horaInicio: '08:00', horaFin: '10:00', fechaInicia: '2026-09-07', fechaFinaliza: '2026-12-19' },
      { diaId: 3, horaInicio: '08:00', horaFin: '10:00', fechaInicia: '2026-09-07', fechaFinaliza: '2026-12-19' },
    ];
    expect(reunionesDelDia(r, '2026-11-23')).toEqual([r[0]]);
    expect(reunionesDelDia(r, '2026-11-24')).toEqual([]);
    expect(reunionesDelDia(r, '2027-01-04')).toEqual([]); // a Monday after the section ended
  });

  it('measures metres between points, and reads coordinates only when a location holds them', () => {
    expect(distanciaMetros({ lat: 18.4861, lon: -69.9312 }, { lat: 18.4861, lon: -69.9312 })).toBe(0);
    const d = distanciaMetros({ lat: 18.4861, lon: -69.9312 }, { lat: 18.487, lon: -69.9312 });
    expect(d).toBeGreaterThan(95);
    expect(d).toBeLessThan(105);
    expect(coordenadas(' 18.4861, -69.9312 ')).toEqual({ lat: 18.4861, lon: -69.9312 });
    expect(coordenadas('Ala este')).toBeNull();
    expect(coordenadas('95.1,-69')).toBeNull();
  });

  it('takes a check-in from 15 minutes before the meeting, late after 15 minutes in, never after it ended', () => {
    const r = { horaInicio: '08:00', horaFin: '10:00' };
    expect(estadoDeMarca('07:44', r)).toBeNull();
    expect(estadoDeMarca('07:45', r)).toBe('presente');
    expect(estadoDeMarca('08:15', r)).toBe('presente');
    expect(estadoDeMarca('08:16', r)).toBe('tarde');
    expect(estadoDeMarca('10:00', r)).toBe('tarde');
    expect(estadoDeMarca('10:01', r)).toBeNull();
  });

  it('sums a student’s attendance, late counting as attended', () => {
    expect(resumenAsistencia(['presente', 'tarde', 'ausente', 'excusa'])).toEqual({
      registradas: 4,
      presente: 1,
      tarde: 1,
      ausente: 1,
      excusa: 1,
      porcentaje: 50,
    });
    expect(resumenAsistencia([]).porcentaje).toBeNull();
  });

  it('finds the last day attended, late included, absences and excuses not', () => {
    const m = (fecha: string, estado: 'presente' | 'tarde' | 'ausente' | 'excusa') => ({ fecha, estado });
    expect(ultimaAsistencia([m('2026-09-14', 'tarde'), m('2026-09-07', 'presente'), m('2026-09-16', 'ausente'), m('2026-09-21', 'excusa')])).toBe('2026-09-14');
    expect(ultimaAsistencia([m('2026-09-07', 'ausente')])).toBeNull();
    expect(ultimaAsistencia([])).toBeNull();
  });
});

describe('class days', () => {
  const lunesYMiercoles = [1, 3].map((diaId) => ({ diaId, horaInicio: '08:00', horaFin: '10:00', fechaInicia: '2026-09-07', fechaFinaliza: '2026-09-23' }));
  it('are the dates the section meets, within its dates', () => {
    expect(diasDeClase(lunesYMiercoles, '2026-09-01', '2026-09-16')).toEqual(['2026-09-07', '2026-09-09', '2026-09-14', '2026-09-16']);
    expect(diasDeClase(lunesYMiercoles, '2026-09-20', '2026-10-31')).toEqual(['2026-09-21', '2026-09-23']);
    expect(diasDeClase(lunesYMiercoles, '2026-09-10', '2026-09-09')).toEqual([]);
  });
});

describe('the class day attendance opens on', () => {
  const dias = ['2026-09-07', '2026-09-09', '2026-09-14'];
  it('is today when the section meets, else the last before today, else the first', () => {
    expect(diaInicial(dias, '2026-09-09')).toBe('2026-09-09');
    expect(diaInicial(dias, '2026-09-12')).toBe('2026-09-09');
    expect(diaInicial(dias, '2026-12-01')).toBe('2026-09-14');
    expect(diaInicial(dias, '2026-08-01')).toBe('2026-09-07');
    expect(diaInicial([], '2026-08-01')).toBeNull();
  });
});
