import { describe, expect, it } from 'vitest';
import { pareceFormula, sinFormula } from './formula.ts';
import { csv } from './csv.ts';

describe('formula injection in exports', () => {
  it('neutralises what a spreadsheet program would run, and leaves plain text and numbers alone', () => {
    for (const f of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "=cmd|' /C calc'!A0"])
      expect([f, pareceFormula(f), sinFormula(f)]).toEqual([f, true, `'${f}`]);
    for (const t of ['Pérez', '-12.50', '+34', '1,5', '', 'a=b', 'correo@demo.do', '2026-01-01']) expect(sinFormula(t)).toBe(t);
  });

  it('holds in every CSV the product writes', () => {
    expect(
      csv(
        ['nombre', 'monto'],
        [
          ['=1+1', '-5.00'],
          ['@x, y', '10'],
        ],
      ),
    ).toBe('nombre,monto\r\n\'=1+1,-5.00\r\n"\'@x, y",10\r\n');
  });
});
