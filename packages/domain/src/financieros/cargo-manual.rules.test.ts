import { describe, expect, it } from 'vitest';
import { montoAsignaturaEspecial, montoModificacion } from './cargo-manual.rules.ts';

describe('charges written by hand', () => {
  it('charges a special subject its credits at the tutoring price, and refuses without one', () => {
    expect(montoAsignaturaEspecial(4, '3000.50')).toMatchObject({ ok: true, monto: '12002.00' });
    expect(montoAsignaturaEspecial(4, null)).toEqual({ ok: false, motivo: 'sin_servicio' });
  });

  it('charges a change of selection its fee, plus the credits added only on a per-credit plan', () => {
    expect(montoModificacion(3, '500.00', { porCredito: true, costoCredito: '2450.00' })).toMatchObject({ ok: true, monto: '7850.00' });
    expect(montoModificacion(3, '500.00', { porCredito: false, costoCredito: null })).toMatchObject({ ok: true, monto: '500.00' });
    expect(montoModificacion(3, null, { porCredito: true, costoCredito: '2450.00' })).toEqual({ ok: false, motivo: 'sin_servicio' });
  });
});
