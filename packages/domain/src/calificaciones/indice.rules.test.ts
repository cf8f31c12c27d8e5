import { describe, expect, it } from 'vitest';
import { indice } from './indice.rules.ts';

describe('the academic index', () => {
  it('weighs each letter’s points by its credits, to two decimals', () => {
    // A (4) in 4 credits, B (3) in 3, C (2) in 2: (16 + 9 + 4) / 9 = 3.222…
    expect(
      indice([
        { creditos: 4, puntos: 4, califica: true },
        { creditos: 3, puntos: 3, califica: true },
        { creditos: 2, puntos: 2, califica: true },
      ]),
    ).toBe(3.22);
    // A failure counts: F (0) in 3 credits beside A (4) in 3.
    expect(
      indice([
        { creditos: 3, puntos: 4, califica: true },
        { creditos: 3, puntos: 0, califica: true },
      ]),
    ).toBe(2);
  });

  it('leaves out letters that do not count, and has no value when nothing counts', () => {
    expect(
      indice([
        { creditos: 3, puntos: 4, califica: true },
        { creditos: 4, puntos: 0, califica: false }, // withdrawn
      ]),
    ).toBe(4);
    expect(indice([{ creditos: 4, puntos: 0, califica: false }])).toBeNull();
    expect(indice([])).toBeNull();
  });
});
