/*
 * A grade made of components (a grading template's partial exams, projects…): each scored 0–100 and
 * weighed in percent, the weights adding up to 100. The final is their weighted sum, to the hundredth,
 * once every component is scored; until then the line has no final.
 */

export interface Componente {
  descripcion: string;
  peso: number;
}

/** The final score of a line from its components' scores (in the template's order), or null while one is missing. */
export function notaDeComponentes(componentes: readonly Componente[], notas: readonly (number | null)[]): number | null {
  if (!componentes.length || notas.length !== componentes.length || notas.some((n) => n === null)) return null;
  // In hundredths of a point, so that 0.1 + 0.2 never shows as 0.30000000000000004.
  const centesimas = componentes.reduce((s, c, i) => s + c.peso * Math.round(notas[i]! * 100), 0) / 100;
  return Math.round(centesimas) / 100;
}
