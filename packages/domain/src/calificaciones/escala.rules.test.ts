import { describe, expect, it } from 'vitest';
import { calificacionDeLinea, literalDeNota, type Literal } from './escala.rules.ts';

const l = (id: number, caLiLiteral: string, desde: number, hasta: number, o: Partial<Literal> = {}): Literal => ({
  calificacionLiteralId: id,
  caLiLiteral,
  caLiRangoInicio: desde,
  caLiRangoFin: hasta,
  caLiSupera: desde >= 70,
  caLiDigita: true,
  caLiRetirada: false,
  ...o,
});
// The demo university's scale.
const escala = [
  l(1, 'A', 90, 100),
  l(2, 'B', 80, 89.99),
  l(3, 'C', 70, 79.99),
  l(4, 'D', 60, 69.99),
  l(5, 'F', 0, 59.99),
  l(6, 'R', 0, 0, { caLiDigita: false, caLiRetirada: true }),
];

describe('the grade scale', () => {
  it('gives a score the letter whose range holds it, both ends included', () => {
    expect([100, 90, 89.99, 80, 79.5, 70, 69.99, 60, 59.99, 0].map((n) => literalDeNota(n, escala)?.caLiLiteral)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'F',
      'F',
    ]);
  });

  it('never gives a withdrawal for a score, and says when the scale has a gap', () => {
    expect(literalDeNota(0, escala)?.caLiLiteral).toBe('F');
    expect(literalDeNota(95, [l(2, 'B', 80, 89.99)])).toBeNull();
    expect(calificacionDeLinea({ nota: 95, calificacionLiteralId: null }, [l(2, 'B', 80, 89.99)])).toEqual({
      campo: 'nota',
      problema: { es: 'La escala no tiene literal para 95.', en: 'The scale has no letter for 95.' },
    });
  });

  it('takes a line with a score, a withdrawal without one, or nothing yet; refuses anything else', () => {
    expect(calificacionDeLinea({ nota: 85.5, calificacionLiteralId: null }, escala)).toMatchObject({ nota: 85.5, literal: { caLiLiteral: 'B' } });
    expect(calificacionDeLinea({ nota: 80.07, calificacionLiteralId: null }, escala)).toMatchObject({ literal: { caLiLiteral: 'B' } }); // 80.07 × 100 is not 8007 in floating point
    expect(calificacionDeLinea({ nota: null, calificacionLiteralId: 6 }, escala)).toMatchObject({ nota: null, literal: { caLiLiteral: 'R' } });
    expect(calificacionDeLinea({ nota: null, calificacionLiteralId: null }, escala)).toBeNull();
    // A letter is earned, not typed: only a withdrawal goes without a score.
    expect(calificacionDeLinea({ nota: null, calificacionLiteralId: 1 }, escala)).toHaveProperty('problema');
    // A letter sent with a score is the one it earns, or the line is refused on the letter.
    expect(calificacionDeLinea({ nota: 85.5, calificacionLiteralId: 2 }, escala)).toMatchObject({ literal: { caLiLiteral: 'B' } });
    const f = escala.find((x) => x.caLiLiteral === 'F')!.calificacionLiteralId;
    expect(calificacionDeLinea({ nota: 95, calificacionLiteralId: f }, escala)).toEqual({
      campo: 'calificacionLiteralId',
      problema: { es: 'La nota 95 corresponde al literal A, no a F.', en: 'A score of 95 earns the letter A, not F.' },
    });
    expect(calificacionDeLinea({ nota: 95, calificacionLiteralId: 6 }, escala)).toMatchObject({ campo: 'calificacionLiteralId' });
    for (const nota of [-1, 100.01, 85.555])
      expect(calificacionDeLinea({ nota, calificacionLiteralId: null }, escala), String(nota)).toHaveProperty('problema');
  });
});
