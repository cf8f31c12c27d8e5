import { describe, expect, it } from 'vitest';
import { estadosServicio, pideNota, puedePasar, siguientesEstados } from './servicio-especial.rules.ts';

describe('the course of a special-services request', () => {
  it('goes forward only, and its ends are final', () => {
    expect(puedePasar('recibida', 'en_revision')).toBe(true);
    expect(puedePasar('en_revision', 'aprobada')).toBe(true);
    expect(puedePasar('aprobada', 'completada')).toBe(true);
    expect(puedePasar('en_revision', 'recibida')).toBe(false);
    expect(puedePasar('recibida', 'completada')).toBe(false);
    for (const fin of ['rechazada', 'completada', 'cancelada'] as const) expect(siguientesEstados(fin)).toEqual([]);
    expect(estadosServicio.every((e) => !puedePasar(e, e))).toBe(true);
  });
  it('asks why for a rejection or a cancellation', () => {
    expect(pideNota('rechazada')).toBe(true);
    expect(pideNota('cancelada')).toBe(true);
    expect(pideNota('aprobada')).toBe(false);
  });
});
