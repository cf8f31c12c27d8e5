import type { OcupacionAula } from './seccion-horario.contract.ts';

/** A meeting being planned: its room, day and hours ("HH:MM"). */
export interface ReunionPlaneada {
  aulaId: number;
  diaId: number;
  desde: string;
  hasta: string;
}

const hour = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a meeting's hours are whole ("HH:MM" both) and run forwards: only then is a room free or taken. */
export const horasCompletas = (m: { desde: string; hasta: string }) => hour.test(m.desde) && hour.test(m.hasta) && m.desde < m.hasta;

/**
 * Who already holds a room when a meeting is planned: the first meeting of another section in it on
 * that day whose hours overlap (back to back is free), in a room whose type checks clashes — the
 * reading the server's refusal (`aula_ocupada`) applies. Undefined when the room is free, or when the
 * hours are not yet whole.
 */
export function ocupanteDe(ocupacion: readonly OcupacionAula[], m: ReunionPlaneada, propia: number | null): OcupacionAula | undefined {
  if (!horasCompletas(m)) return undefined;
  return ocupacion.find(
    (o) => o.aulaId === m.aulaId && !o.compartible && o.seccionAsignaturaId !== propia && o.diaId === m.diaId && o.desde < m.hasta && m.desde < o.hasta,
  );
}
