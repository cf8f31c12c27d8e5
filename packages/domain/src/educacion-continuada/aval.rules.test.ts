import { describe, expect, it } from 'vitest';
import { avalPideNota, avalPuedePasar, estadosAval, numeroAval, siguientesAval } from './aval.rules.ts';

describe('academic endorsement states', () => {
  it('goes forward only: reviewed before approved, closed once rejected or withdrawn', () => {
    expect(avalPuedePasar('recibida', 'en_revision')).toBe(true);
    expect(avalPuedePasar('recibida', 'aprobada')).toBe(false);
    expect(avalPuedePasar('en_revision', 'aprobada')).toBe(true);
    expect(avalPuedePasar('aprobada', 'en_revision')).toBe(false);
    expect(avalPuedePasar('aprobada', 'retirada')).toBe(true);
    expect(siguientesAval('rechazada')).toEqual([]);
    expect(siguientesAval('retirada')).toEqual([]);
    for (const e of estadosAval) expect(avalPuedePasar(e, e)).toBe(false);
  });
  it('asks a note to reject or withdraw', () => {
    expect(estadosAval.filter(avalPideNota)).toEqual(['rechazada', 'retirada']);
  });
  it('numbers endorsements per year', () => {
    expect(numeroAval(2026, 7)).toBe('AVAL-2026-0007');
    expect(numeroAval(2027, 12345)).toBe('AVAL-2027-12345');
  });
});
