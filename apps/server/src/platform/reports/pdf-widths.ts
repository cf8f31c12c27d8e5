/*
 * How wide each column of a report's PDF is. A column is never narrower than its longest word — the
 * header's in bold, a cell's of the first rows (a date, a cédula, a career's longest word) — so that no
 * word breaks in the middle; the room left goes to the columns whose text would otherwise wrap, in
 * proportion to what they lack. When even the longest words do not fit the page at the table's size,
 * the text gets smaller (to a floor, past which columns shrink alike and a word may break).
 */

/** Points a cell keeps on its sides (the table draws text 3 pt in). */
const relleno = 7;

export interface ColumnaMedida {
  titulo: string;
  /** A number's column: its total line may have two digits more than its rows. */
  numero: boolean;
}

/** The table's usual size, and the smallest it is printed at to keep its words whole. */
const tamanos = { usual: 8, menor: 6 };

/**
 * @param medir the width of a text in the table's font at 1 pt (bold for the header)
 * @param muestra the first rows as printed
 * @param total the page's width between its margins
 */
export function anchosColumnas(
  medir: (texto: string, negrita: boolean) => number,
  columnas: ColumnaMedida[],
  muestra: string[][],
  total: number,
): { anchos: number[]; tamano: number } {
  const usual = anchosA(tamanos.usual, medir, columnas, muestra, total);
  if (usual.caben) return { anchos: usual.anchos, tamano: tamanos.usual };
  // Words scale with the size, the cells' sides do not.
  const lados = relleno * columnas.length;
  const tamano = Math.max(tamanos.menor, Math.floor(((tamanos.usual * (total - lados)) / (usual.sumaMin - lados)) * 10) / 10);
  return { anchos: anchosA(tamano, medir, columnas, muestra, total).anchos, tamano };
}

function anchosA(tamano: number, medir1: (texto: string, negrita: boolean) => number, columnas: ColumnaMedida[], muestra: string[][], total: number) {
  const medir = (t: string, negrita: boolean) => medir1(t, negrita) * tamano;
  const palabras = (t: string) => t.split(/\s+/).filter(Boolean);
  const minimos = columnas.map((c, i) => {
    const celdas = muestra.map((f) => f[i] ?? '');
    const larga = Math.max(0, ...celdas.flatMap(palabras).map((w) => medir(w, false)));
    const cabecera = Math.max(0, ...palabras(c.titulo).map((w) => medir(w, true)));
    const suma = c.numero ? larga + 2 * medir('0', false) : larga;
    return Math.max(cabecera, suma) + relleno;
  });
  const naturales = columnas.map((c, i) => Math.max(minimos[i], Math.max(medir(c.titulo, true), ...muestra.map((f) => medir(f[i] ?? '', false))) + relleno));
  const sumaMin = minimos.reduce((a, b) => a + b, 0);
  const sumaNat = naturales.reduce((a, b) => a + b, 0);
  const caben = sumaMin <= total;
  if (!caben) return { caben, sumaMin, anchos: minimos.map((m) => (m * total) / sumaMin) };
  if (sumaNat <= total) return { caben, sumaMin, anchos: naturales.map((n) => (n * total) / sumaNat) };
  const sobra = total - sumaMin;
  return { caben, sumaMin, anchos: minimos.map((m, i) => m + ((naturales[i] - m) * sobra) / (sumaNat - sumaMin)) };
}
