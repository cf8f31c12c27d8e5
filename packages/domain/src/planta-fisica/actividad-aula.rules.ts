import type { Label } from '../platform/i18n.ts';

/** A time of day as the forms write it: 24-hour `HH:MM`. */
export const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Two half-open time ranges on the same day overlap (08:00–10:00 and 10:00–11:00 do not). */
export function overlaps(a: { desde: string; hasta: string }, b: { desde: string; hasta: string }): boolean {
  return a.desde < b.hasta && b.desde < a.hasta;
}

/** An activity ends after it starts. */
export function activityRules(v: Record<string, unknown>): Record<string, Label> | null {
  const desde = String(v.acAuHoraInicio ?? '');
  const hasta = String(v.acAuHoraFin ?? '');
  if (timeOfDay.test(desde) && timeOfDay.test(hasta) && hasta <= desde) {
    return { acAuHoraFin: { es: 'La hora de fin debe ser posterior a la de inicio.', en: 'The end time must come after the start time.' } };
  }
  return null;
}
