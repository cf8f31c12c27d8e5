import { describe, expect, it } from 'vitest';
import { timeOfDay } from '../platform/resource.ts';
import { activityRules } from './actividad-aula.rules.ts';

describe('classroom activity times', () => {
  it('are 24-hour HH:MM', () => {
    for (const ok of ['00:00', '07:30', '23:59']) expect(timeOfDay.test(ok)).toBe(true);
    for (const bad of ['7:30', '24:00', '12:60', '12.30', '']) expect(timeOfDay.test(bad)).toBe(false);
  });
  it('end after they start', () => {
    expect(activityRules({ acAuHoraInicio: '10:00', acAuHoraFin: '09:00' })).toHaveProperty('acAuHoraFin');
    expect(activityRules({ acAuHoraInicio: '10:00', acAuHoraFin: '10:00' })).toHaveProperty('acAuHoraFin');
    expect(activityRules({ acAuHoraInicio: '10:00', acAuHoraFin: '10:01' })).toBeNull();
  });
});
