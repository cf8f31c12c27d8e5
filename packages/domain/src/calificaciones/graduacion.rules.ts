/*
 * Graduation's rules: the academic honour an index earns, where a graduate is written in the graduates
 * book, and the title's wording for the graduate.
 */

export interface Honor {
  honorAcademicoId: number;
  descripcion: string;
  desde: number;
  hasta: number;
  orden: number;
}

/**
 * The honour a final index earns: the range holding it, the index as printed (two decimals, so 3.795
 * is 3.80); where ranges overlap, the first in order. None below every range or without an index.
 */
export function honorPorIndice(indice: number | null, honores: readonly Honor[]): Honor | null {
  if (indice === null) return null;
  const i = Math.round(indice * 100) / 100;
  return [...honores].sort((a, b) => a.orden - b.orden || b.desde - a.desde).find((h) => i >= h.desde && i <= h.hasta) ?? null;
}

export interface Libro {
  /** Lines per page and pages in the book. */
  lineas: number;
  paginas: number;
  /** The folio the book's first page carries. */
  folio: number;
}

/**
 * Where the `secuencia`-th graduate of a book is written (1 is the first line of the first page): its
 * page, line and folio; null when the book has no room left for it.
 */
export function lineaDelLibro(secuencia: number, libro: Libro): { pagina: number; linea: number; folio: number } | null {
  if (secuencia < 1 || libro.lineas < 1 || secuencia > libro.lineas * libro.paginas) return null;
  const pagina = Math.floor((secuencia - 1) / libro.lineas) + 1;
  return { pagina, linea: ((secuencia - 1) % libro.lineas) + 1, folio: libro.folio + pagina - 1 };
}

/** The title as the plan words it for the graduate (feminine form for a woman where the plan has one), else the career. */
export function tituloDelGraduado(p: { tituloMasc: string | null; tituloFem: string | null; carrera: string }, femenino: boolean): string {
  return (femenino ? p.tituloFem || p.tituloMasc : p.tituloMasc || p.tituloFem) || p.carrera;
}
