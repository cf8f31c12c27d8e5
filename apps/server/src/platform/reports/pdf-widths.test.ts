import { describe, expect, it } from 'vitest';
import { anchosColumnas } from './pdf-widths.ts';

// A measure where, at the usual 8 pt, every character is 5 pt wide (6 in bold).
const medir = (t: string, negrita: boolean) => (t.length * (negrita ? 6 : 5)) / 8;
const a8 = (t: string, negrita = false) => medir(t, negrita) * 8;

describe("a report PDF's column widths", () => {
  it('never makes a column narrower than its longest word, header or cell, and fills the page', () => {
    const columnas = [
      { titulo: 'Fecha de nacimiento', numero: false },
      { titulo: 'Carrera', numero: false },
      { titulo: 'Créditos', numero: true },
    ];
    const muestra = [
      ['2006-08-19', 'Técnico Superior en Contabilidad', '12'],
      ['2002-06-16', 'Derecho', '129'],
    ];
    const { anchos, tamano } = anchosColumnas(medir, columnas, muestra, 400);
    expect(tamano).toBe(8);
    expect(anchos.reduce((a, b) => a + b, 0)).toBeCloseTo(400);
    expect(anchos[0]).toBeGreaterThanOrEqual(a8('nacimiento', true) + 7);
    expect(anchos[0]).toBeGreaterThanOrEqual(a8('2006-08-19') + 7);
    expect(anchos[1]).toBeGreaterThanOrEqual(a8('Contabilidad') + 7);
    // A number's column leaves room for its total's two more digits.
    expect(anchos[2]).toBeGreaterThanOrEqual(a8('Créditos', true) + 7);
    expect(anchos[1]).toBeGreaterThan(anchos[0]);
  });

  it('gives the room left to the columns that would wrap, in proportion to what they lack', () => {
    const columnas = [
      { titulo: 'A', numero: false },
      { titulo: 'B', numero: false },
    ];
    // A would need 207 pt on one line, B 17: on 100 pt, B has what it needs and A the rest.
    const { anchos } = anchosColumnas(medir, columnas, [[Array(10).fill('aaaa').join(' '), 'bb']], 100);
    expect(anchos[1]).toBeCloseTo(a8('bb') + 7);
    expect(anchos[0]).toBeCloseTo(100 - anchos[1]);
  });

  it('prints smaller when the longest words do not fit at 8 pt, and only past 6 pt lets columns shrink alike', () => {
    const columnas = [
      { titulo: 'Nacimiento', numero: false },
      { titulo: 'Nacimiento', numero: false },
    ];
    // 60 pt + 7 each at 8 pt: 134 > 120; at 7 pt, 52.5 + 7 each = 119 ≤ 120.
    const menor = anchosColumnas(medir, columnas, [], 120);
    expect(menor.tamano).toBeLessThan(8);
    expect(menor.tamano).toBeGreaterThanOrEqual(6);
    for (const w of menor.anchos) expect(w).toBeGreaterThanOrEqual(medir('Nacimiento', true) * menor.tamano + 7 - 1e-9);
    const apretado = anchosColumnas(medir, columnas, [], 60);
    expect(apretado.tamano).toBe(6);
    expect(apretado.anchos).toEqual([30, 30]);
  });
});
