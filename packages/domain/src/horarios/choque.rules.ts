import type { Label } from '../platform/i18n.ts';

/**
 * Schedule clashes (spec §7 "conflict checks for classroom and teacher"): two weekly meetings clash
 * when they fall on the same day, their date ranges share a day, and their hours overlap. A meeting
 * that ends at 10:00 does not clash with one that starts at 10:00. The server checks rooms and
 * professors with the same reading in SQL; the registration screen checks a student's cart with this.
 */

/** One weekly meeting of a section: the day (1 Monday … 7 Sunday), hours as HH:MM, and the dates it runs. */
export interface Reunion {
  diaId: number;
  horaInicio: string;
  horaFin: string;
  fechaInicia: string;
  fechaFinaliza: string;
}

const dias: Label[] = [
  { es: 'lunes', en: 'Monday' },
  { es: 'martes', en: 'Tuesday' },
  { es: 'miércoles', en: 'Wednesday' },
  { es: 'jueves', en: 'Thursday' },
  { es: 'viernes', en: 'Friday' },
  { es: 'sábado', en: 'Saturday' },
  { es: 'domingo', en: 'Sunday' },
];
/** A day by its ISO number (1 Monday … 7 Sunday), as a sentence says it. */
export const diaNombre = (diaId: number): Label => dias[diaId - 1] ?? { es: String(diaId), en: String(diaId) };

/** Minutes since midnight of an HH:MM time. */
export function minutos(hora: string): number {
  const [h, m] = hora.split(':').map(Number);
  return h * 60 + m;
}

/** Whether two meetings take the same hour of the same day in weeks both run. */
export function reunionesChocan(a: Reunion, b: Reunion): boolean {
  return (
    a.diaId === b.diaId &&
    a.fechaInicia <= b.fechaFinaliza &&
    b.fechaInicia <= a.fechaFinaliza &&
    minutos(a.horaInicio) < minutos(b.horaFin) &&
    minutos(b.horaInicio) < minutos(a.horaFin)
  );
}

/** A meeting's own hours make sense: it ends after it starts. */
export function horarioValido(r: Pick<Reunion, 'horaInicio' | 'horaFin'>): boolean {
  return minutos(r.horaFin) > minutos(r.horaInicio);
}

/**
 * The clashes between sections (a student's cart, a professor's load): every pair of sections with a
 * meeting in common, each pair once, in the order given.
 */
export function choquesEntre<S extends { reuniones: readonly Reunion[] }>(secciones: readonly S[]): [S, S][] {
  const found: [S, S][] = [];
  for (let i = 0; i < secciones.length; i++) {
    for (let j = i + 1; j < secciones.length; j++) {
      if (secciones[i].reuniones.some((a) => secciones[j].reuniones.some((b) => reunionesChocan(a, b)))) found.push([secciones[i], secciones[j]]);
    }
  }
  return found;
}
