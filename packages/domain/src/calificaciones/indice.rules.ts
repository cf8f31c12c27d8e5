/*
 * The academic index (índice): the credit-weighted mean of the points of the letters that count
 * (`caLiCalifica`), on the scale's points (4.0 in the demo university). A withdrawal, a validation
 * or an exemption does not count.
 */

/** A grade as the index reads it. */
export interface NotaIndice {
  creditos: number;
  puntos: number;
  /** The letter counts in the index. */
  califica: boolean;
}

/** What the index weighs: the credits of the grades that count (attempted) and their quality points (credits × the letter's points). */
export function ponderados(notas: readonly NotaIndice[]): { intentados: number; puntos: number } {
  const cuentan = notas.filter((n) => n.califica && n.creditos > 0);
  return {
    intentados: cuentan.reduce((s, n) => s + n.creditos, 0),
    puntos: Math.round(cuentan.reduce((s, n) => s + n.puntos * n.creditos, 0) * 100) / 100,
  };
}

/** The index of some grades, to two decimals: quality points over attempted credits; null when none counts (no credits to weigh). */
export function indice(notas: readonly NotaIndice[]): number | null {
  const { intentados, puntos } = ponderados(notas);
  return intentados ? Math.round((puntos / intentados) * 100) / 100 : null;
}

/** An index as records print it: two decimals, or a dash when there is none. */
export const indiceTexto = (n: number | null) => (n === null ? '—' : n.toFixed(2));
