import type { Label } from '../platform/i18n.ts';
import { timeOfDay } from '../platform/resource.ts';

/** An activity ends after it starts. */
export function activityRules(v: Record<string, unknown>): Record<string, Label> | null {
  const desde = String(v.acAuHoraInicio ?? '');
  const hasta = String(v.acAuHoraFin ?? '');
  if (timeOfDay.test(desde) && timeOfDay.test(hasta) && hasta <= desde) {
    return { acAuHoraFin: { es: 'La hora de fin debe ser posterior a la de inicio.', en: 'The end time must come after the start time.' } };
  }
  return null;
}
