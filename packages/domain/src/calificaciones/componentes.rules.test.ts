import { describe, expect, it } from 'vitest';
import { notaDeComponentes } from './componentes.rules.ts';

const plantilla = [
  { descripcion: 'Primer parcial', peso: 30 },
  { descripcion: 'Segundo parcial', peso: 30 },
  { descripcion: 'Final', peso: 40 },
];

describe('a grade made of components', () => {
  it('is the weighted sum of its components, to the hundredth', () => {
    expect(notaDeComponentes(plantilla, [80, 90, 70])).toBe(79);
    expect(notaDeComponentes(plantilla, [85.5, 91.25, 77.75])).toBe(84.13); // 25.65 + 27.375 + 31.1 = 84.125 → 84.13
    expect(notaDeComponentes(plantilla, [100, 100, 100])).toBe(100);
    expect(notaDeComponentes(plantilla, [0, 0, 0])).toBe(0);
  });

  it('has no final while a component is missing, or when the components do not match the template', () => {
    expect(notaDeComponentes(plantilla, [80, null, 70])).toBeNull();
    expect(notaDeComponentes(plantilla, [80, 90])).toBeNull();
    expect(notaDeComponentes([], [])).toBeNull();
  });
});
