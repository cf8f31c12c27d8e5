import { minutos } from './choque.rules.ts';

/**
 * Where a section without hours is placed when the offer's timetable is generated: the week's standard
 * slots (two two-hour meetings a week, or one four-hour meeting on Friday or Saturday; a subject of two
 * credits or fewer meets once), the first one none of the other subjects of its plan term meets in.
 */

export interface Franja {
  dias: number[];
  desde: string;
  hasta: string;
}

const horas = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
  ['20:00', '22:00'],
] as const;

export const franjas: Franja[] = [
  ...horas.map(([desde, hasta]) => ({ dias: [1, 3], desde, hasta })),
  ...horas.map(([desde, hasta]) => ({ dias: [2, 4], desde, hasta })),
  { dias: [5], desde: '08:00', hasta: '12:00' },
  { dias: [5], desde: '14:00', hasta: '18:00' },
  { dias: [6], desde: '08:00', hasta: '12:00' },
  { dias: [6], desde: '13:00', hasta: '17:00' },
];

/** A meeting as a week sees it: a day and hours. */
export interface Hora {
  diaId: number;
  desde: string;
  hasta: string;
}

const seCruzan = (a: Hora, b: Hora) => a.diaId === b.diaId && minutos(a.desde) < minutos(b.hasta) && minutos(b.desde) < minutos(a.hasta);

/** The meetings a slot gives a subject of so many credits. */
export const reunionesDeFranja = (f: Franja, creditos: number): Hora[] =>
  (creditos <= 2 ? f.dias.slice(0, 1) : f.dias).map((diaId) => ({ diaId, desde: f.desde, hasta: f.hasta }));

/** The first slot whose meetings cross none of `ocupadas` (the plan term's other subjects), or null. */
export function primeraFranjaLibre(ocupadas: readonly Hora[], creditos: number, libre: (h: Hora[]) => boolean = () => true): Hora[] | null {
  for (const f of franjas) {
    const reuniones = reunionesDeFranja(f, creditos);
    if (!reuniones.some((r) => ocupadas.some((o) => seCruzan(r, o))) && libre(reuniones)) return reuniones;
  }
  return null;
}

export { seCruzan };
