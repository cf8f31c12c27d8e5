/* What a change to a grade goes down in its trail as. */

/** A grade's value: its score (null with a letter alone) and its letter. */
export type ValorNota = { nota: number | null; calificacionLiteralId: number };

/**
 * What saving a line of a sheet does to its grade: entered (there was none), changed, cleared — or
 * nothing when it stays as it was (an unchanged line is not written again and leaves no trail).
 */
export function accionDeLinea(antes: ValorNota | null, despues: ValorNota | null): 'digitada' | 'modificada' | 'borrada' | null {
  if (!antes) return despues ? 'digitada' : null;
  if (!despues) return 'borrada';
  return antes.nota === despues.nota && antes.calificacionLiteralId === despues.calificacionLiteralId ? null : 'modificada';
}
