/* How a registrar reads a study plan: subjects by term, totals, and prerequisite chains. */

export interface PlanSubject {
  asignaturaId: number;
  codigo: string;
  nombre: string;
  creditos: number;
  horasTeoricas: number;
  horasPracticas: number;
  cuatrimestre: number;
  /** The plan's prerequisites of this subject (ids of other subjects of the plan). */
  prerrequisitos: number[];
  correquisitos: number[];
}

export interface Totals {
  numAsignaturas: number;
  creditos: number;
  horas: number;
}

const totalsOf = (subjects: PlanSubject[]): Totals => ({
  numAsignaturas: subjects.length,
  creditos: subjects.reduce((s, x) => s + x.creditos, 0),
  horas: subjects.reduce((s, x) => s + x.horasTeoricas + x.horasPracticas, 0),
});

/** The plan's terms in order, each with its subjects by code and its totals; and the plan's totals. */
export function planByTerm<S extends PlanSubject>(subjects: S[]): { terminos: ({ cuatrimestre: number; asignaturas: S[] } & Totals)[]; totales: Totals } {
  const terms = new Map<number, S[]>();
  for (const s of subjects) terms.set(s.cuatrimestre, [...(terms.get(s.cuatrimestre) ?? []), s]);
  const terminos = [...terms]
    .sort(([a], [b]) => a - b)
    .map(([cuatrimestre, list]) => {
      const asignaturas = [...list].sort((a, b) => a.codigo.localeCompare(b.codigo));
      return { cuatrimestre, asignaturas, ...totalsOf(asignaturas) };
    });
  return { terminos, totales: totalsOf(subjects) };
}

/**
 * A subject's prerequisite chain in the plan: every subject it needs, directly or through others
 * (`antes`), and every subject that needs it (`despues`). Cycles (which the plan's rules refuse) do not
 * loop.
 */
export function prerequisiteChain(asignaturaId: number, subjects: Pick<PlanSubject, 'asignaturaId' | 'prerrequisitos'>[]) {
  const needs = new Map(subjects.map((s) => [s.asignaturaId, s.prerrequisitos]));
  const neededBy = new Map<number, number[]>();
  for (const s of subjects) for (const p of s.prerrequisitos) neededBy.set(p, [...(neededBy.get(p) ?? []), s.asignaturaId]);
  const walk = (from: number, next: (id: number) => number[] | undefined) => {
    const seen = new Set<number>();
    const stack = [...(next(from) ?? [])];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || id === asignaturaId) continue;
      seen.add(id);
      stack.push(...(next(id) ?? []));
    }
    return seen;
  };
  return { antes: walk(asignaturaId, (id) => needs.get(id)), despues: walk(asignaturaId, (id) => neededBy.get(id)) };
}
