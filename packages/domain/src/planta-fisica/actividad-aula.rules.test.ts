import { describe, expect, it } from 'vitest';
import { activityRules, overlaps, timeOfDay } from './actividad-aula.rules.ts';

describe('classroom activity times', () => {
  it('are 24-hour HH:MM', () => {
    for (const ok of ['00:00', '07:30', '23:59']) expect(timeOfDay.test(ok)).toBe(true);
    for (const bad of ['7:30', '24:00', '12:60', '12.30', '']) expect(timeOfDay.test(bad)).toBe(false);
  });
  it('overlap only when they share some minute', () => {
    expect(overlaps({ desde: '08:00', hasta: '10:00' }, { desde: '09:00', hasta: '11:00' })).toBe(true);
    expect(overlaps({ desde: '08:00', hasta: '10:00' }, { desde: '07:00', hasta: '12:00' })).toBe(true);
    expect(overlaps({ desde: '08:00', hasta: '10:00' }, { desde: '10:00', hasta: '11:00' })).toBe(false);
    expect(overlaps({ desde: '10:00', hasta: '11:00' }, { desde: '08:00', hasta: '10:00' })).toBe(false);
  });
  it('end after they start', () => {
    expect(activityRules({ acAuHoraInicio: '10:00', acAuHoraFin: '09:00' })).toHaveProperty('acAuHoraFin');
    expect(activityRules({ acAuHoraInicio: '10:00', acAuHoraFin: '10:00' })).toHaveProperty('acAuHoraFin');
    expect(activityRules({ acAuHoraInicio: '10:00', acAuHoraFin: '10:01' })).toBeNull();
  });
});
