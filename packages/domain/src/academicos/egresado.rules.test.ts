import { describe, expect, it } from 'vitest';
import { maskedName } from './egresado.rules.ts';

describe('a graduate’s name as the public check shows it', () => {
  it.each([
    ['Altagracia María', 'Tavárez Ureña', 'Altagracia T. U.'],
    ['José', 'de la Cruz Peña', 'José C. P.'],
    ['  Ana ', ' Núñez ', 'Ana N.'],
    ['Luis', 'De la Rosa', 'Luis D. R.'],
  ])('%s %s → %s', (nombres, apellidos, shown) => {
    expect(maskedName(nombres, apellidos)).toBe(shown);
  });
});
