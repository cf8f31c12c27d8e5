import { minutos, reunionesChocan, type Reunion } from './choque.rules.ts';

/**
 * How a week of meetings is laid out on a timetable: the days it shows (Monday to Friday always,
 * Saturday and Sunday when something meets then), the hours from the earliest start to the latest end
 * (whole hours, 07:00–13:00 at least), and each meeting's place in rows of a quarter of an hour.
 * Meetings that clash say so, to be shown side by side and marked.
 */

export interface Bloque {
  diaId: number;
  desde: string;
  hasta: string;
}

export interface Semana<T extends Bloque> {
  dias: number[];
  /** The first hour shown and the hour the timetable ends, as whole hours. */
  desdeHora: number;
  hastaHora: number;
  /** Each meeting's column (its day's place in `dias`) and rows (0 = `desdeHora`), each row 15 minutes. */
  bloques: (T & { columna: number; filaInicio: number; filaFin: number; choca: boolean })[];
}

const asReunion = (b: Bloque): Reunion => ({ diaId: b.diaId, horaInicio: b.desde, horaFin: b.hasta, fechaInicia: '0000-01-01', fechaFinaliza: '9999-12-31' });

export function semana<T extends Bloque>(items: readonly T[]): Semana<T> {
  const dias = [1, 2, 3, 4, 5, ...[6, 7].filter((d) => items.some((i) => i.diaId === d))];
  const desdeHora = Math.min(7, ...items.map((i) => Math.floor(minutos(i.desde) / 60)));
  const hastaHora = Math.max(13, ...items.map((i) => Math.ceil(minutos(i.hasta) / 60)));
  const fila = (hora: string) => Math.round((minutos(hora) - desdeHora * 60) / 15);
  const bloques = items.map((i) => ({
    ...i,
    columna: dias.indexOf(i.diaId),
    filaInicio: fila(i.desde),
    filaFin: fila(i.hasta),
    choca: items.some((o) => o !== i && reunionesChocan(asReunion(o), asReunion(i))),
  }));
  return { dias, desdeHora, hastaHora, bloques };
}
