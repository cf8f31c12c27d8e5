import type { SesionIn } from './agenda.contract.ts';

/** What keeps a session from being closed: nobody present, or points still without a decision (their order). */
export function faltaParaCerrar(s: Pick<SesionIn, 'asistentes' | 'puntos'>): { sinAsistentes: boolean; puntosPendientes: number[] } {
  return {
    sinAsistentes: s.asistentes.length === 0,
    puntosPendientes: s.puntos.flatMap((p, i) => (p.resultado === 'pendiente' || !p.decision ? [i + 1] : [])),
  };
}

/** Whether a point must name a student: a disciplinary one always concerns someone. */
export const puntoSinEstudiante = (p: Pick<SesionIn['puntos'][number], 'motivo' | 'estudianteId'>) => p.motivo === 'disciplinario' && !p.estudianteId;
