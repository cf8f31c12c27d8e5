import { describe, expect, it } from 'vitest';
import { aplicarRepeticion, reglaRepeticion } from './repeticion.rules.ts';

// Subject 1 taken three times (F, then D, then withdrawn), subject 2 once; period order.
const notas = [
  { asignaturaId: 1, puntos: 0, califica: true, l: 'F' },
  { asignaturaId: 2, puntos: 3, califica: true, l: 'B' },
  { asignaturaId: 1, puntos: 1, califica: true, l: 'D' },
  { asignaturaId: 1, puntos: 0, califica: false, l: 'R' },
];
const cuentan = (regla: 'todas' | 'ultima' | 'mejor') =>
  aplicarRepeticion(notas, regla).map((n) => `${n.l}:${n.califica ? 'cuenta' : n.sustituida ? 'sustituida' : 'no'}`);

describe('the retake rule', () => {
  it('counts every attempt under "todas"', () => expect(cuentan('todas')).toEqual(['F:cuenta', 'B:cuenta', 'D:cuenta', 'R:no']));
  it('counts the last attempt that counts under "ultima": a later withdrawal replaces nothing', () =>
    expect(cuentan('ultima')).toEqual(['F:sustituida', 'B:cuenta', 'D:cuenta', 'R:no']));
  it('counts the best under "mejor", the last of equals', () => {
    expect(cuentan('mejor')).toEqual(['F:sustituida', 'B:cuenta', 'D:cuenta', 'R:no']);
    const worse = [
      { asignaturaId: 1, puntos: 3, califica: true },
      { asignaturaId: 1, puntos: 1, califica: true },
      { asignaturaId: 1, puntos: 3, califica: true },
    ];
    expect(aplicarRepeticion(worse, 'mejor').map((n) => n.califica)).toEqual([false, false, true]);
  });
  it('reads the setting, the plain rule for anything unknown', () => {
    expect(reglaRepeticion(' ultima ')).toBe('ultima');
    expect(reglaRepeticion('mejor')).toBe('mejor');
    expect(reglaRepeticion('la buena')).toBe('todas');
    expect(reglaRepeticion(null)).toBe('todas');
  });
});
