/*
 * The institution's retake rule (`calificaciones.repeticion`): when a subject is taken again, which
 * attempts count in the index — every one (`todas`), the last (`ultima`), or the best (`mejor`, the
 * last of equals). An attempt left out stays on the record, marked as replaced; a withdrawal or a
 * grade that never counts is not an attempt that replaces another. Passing earns the credits once
 * whatever the rule (the record counts credits by subject passed).
 */

export const reglasRepeticion = ['todas', 'ultima', 'mejor'] as const;
export type ReglaRepeticion = (typeof reglasRepeticion)[number];

/** The rule as the setting holds it; anything else is the plain one (every attempt counts). */
export const reglaRepeticion = (valor: string | null | undefined): ReglaRepeticion =>
  (reglasRepeticion as readonly string[]).includes(valor?.trim() ?? '') ? (valor!.trim() as ReglaRepeticion) : 'todas';

/**
 * The grades (in period order) with the attempts the rule leaves out of the index marked `sustituida`
 * and no longer counting.
 */
export function aplicarRepeticion<T extends { asignaturaId: number; califica: boolean; puntos: number }>(
  notas: readonly T[],
  regla: ReglaRepeticion,
): (T & { sustituida: boolean })[] {
  const queda = new Map<number, number>(); // subject → index of the attempt that counts
  if (regla !== 'todas')
    notas.forEach((n, i) => {
      if (!n.califica) return;
      const antes = queda.get(n.asignaturaId);
      if (antes === undefined || regla === 'ultima' || n.puntos >= notas[antes].puntos) queda.set(n.asignaturaId, i);
    });
  return notas.map((n, i) => {
    const sustituida = regla !== 'todas' && n.califica && queda.get(n.asignaturaId) !== i;
    return { ...n, sustituida, califica: n.califica && !sustituida };
  });
}
