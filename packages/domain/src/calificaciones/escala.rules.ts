import type { Label } from '../platform/i18n.ts';

/*
 * The institution's grade scale (`calificacionLiteral`) as grade entry reads it: a score from 0 to 100
 * earns the letter whose range holds it; some letters are given without a score (withdrawn).
 */

/** A letter of the scale. */
export interface Literal {
  calificacionLiteralId: number;
  caLiLiteral: string;
  caLiRangoInicio: number;
  caLiRangoFin: number;
  caLiSupera: boolean;
  /** Earned by a score a professor enters. */
  caLiDigita: boolean;
  /** Given without a score: the student withdrew. */
  caLiRetirada: boolean;
}

/** The letter a score earns: the entered letter whose range holds it (null when the scale has a gap there). */
export function literalDeNota(nota: number, escala: readonly Literal[]): Literal | null {
  return escala.find((l) => l.caLiDigita && !l.caLiRetirada && l.caLiRangoInicio <= nota && nota <= l.caLiRangoFin) ?? null;
}

/** A line of a grade sheet as typed: a score, or a letter given without one, or nothing yet. */
export interface LineaNota {
  nota: number | null;
  calificacionLiteralId: number | null;
}

/**
 * What a line is worth: its score and letter, nothing yet (`null`), or why it cannot be taken and which
 * field says so (`campo`). A letter sent with a score must be the one the score earns: "95 with F" is
 * refused, never stored as A.
 */
export function calificacionDeLinea(
  l: LineaNota,
  escala: readonly Literal[],
): { nota: number | null; literal: Literal } | null | { problema: Label; campo: 'nota' | 'calificacionLiteralId' } {
  if (l.nota !== null) {
    if (l.nota < 0 || l.nota > 100 || Math.abs(Math.round(l.nota * 100) - l.nota * 100) > 1e-6)
      return {
        campo: 'nota',
        problema: { es: 'La nota va de 0 a 100, con dos decimales a lo sumo.', en: 'A score goes from 0 to 100, with at most two decimals.' },
      };
    const literal = literalDeNota(l.nota, escala);
    if (!literal) return { campo: 'nota', problema: { es: `La escala no tiene literal para ${l.nota}.`, en: `The scale has no letter for ${l.nota}.` } };
    if (l.calificacionLiteralId !== null && l.calificacionLiteralId !== literal.calificacionLiteralId) {
      const dado = escala.find((x) => x.calificacionLiteralId === l.calificacionLiteralId)?.caLiLiteral ?? String(l.calificacionLiteralId);
      return {
        campo: 'calificacionLiteralId',
        problema: {
          es: `La nota ${l.nota} corresponde al literal ${literal.caLiLiteral}, no a ${dado}.`,
          en: `A score of ${l.nota} earns the letter ${literal.caLiLiteral}, not ${dado}.`,
        },
      };
    }
    return { nota: l.nota, literal };
  }
  if (l.calificacionLiteralId === null) return null;
  const literal = escala.find((x) => x.calificacionLiteralId === l.calificacionLiteralId);
  if (!literal?.caLiRetirada)
    return {
      campo: 'nota',
      problema: { es: 'Sin nota solo se da un literal de retiro.', en: 'Without a score only a withdrawal letter is given.' },
    };
  return { nota: null, literal };
}
