import { describe, expect, it } from 'vitest';
import { pantallaApagada } from './areas.rules.ts';

describe('screens the configuration turns off', () => {
  it('turns the survey area and the answering page off with surveys off, and nothing else', () => {
    const off = { surveysEnabled: false };
    expect(pantallaApagada('/analisis-gestion/encuestas', off)).toBe(true);
    expect(pantallaApagada('/Analisis-Gestion/preguntas', off)).toBe(true);
    expect(pantallaApagada('/encuestas', off)).toBe(true);
    expect(pantallaApagada('/evaluacion/evaluacion', off)).toBe(false);
    expect(pantallaApagada('/academicos/estudiantes', off)).toBe(false);
  });
  it('leaves every screen on with surveys on', () => {
    const on = { surveysEnabled: true };
    for (const url of ['/analisis-gestion/encuestas', '/encuestas', '/evaluacion/evaluacion']) expect(pantallaApagada(url, on)).toBe(false);
  });
});
