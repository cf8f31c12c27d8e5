import { describe, expect, it } from 'vitest';
import { informes, porcentaje, totalesInforme } from './informes.ts';

describe('report totals', () => {
  it('add up per currency, money to the cent, and recompute the share from the totals', () => {
    const filas = [
      { moneda: 'DOP', carrera: 'A', estudiantes: 2, vencido: '1000.10', cobrado: '500.05', pendiente: '500.05', porcentaje: '50.0' },
      { moneda: 'DOP', carrera: 'B', estudiantes: 1, vencido: '999.90', cobrado: '999.90', pendiente: '0.00', porcentaje: '100.0' },
      { moneda: 'USD', carrera: 'A', estudiantes: 1, vencido: '10.00', cobrado: '0.00', pendiente: '10.00', porcentaje: '0.0' },
    ];
    expect(totalesInforme(informes.cobranzas, filas)).toEqual([
      { moneda: 'DOP', estudiantes: 3, vencido: '2000.00', cobrado: '1499.95', pendiente: '500.05', porcentaje: '75.0' },
      { moneda: 'USD', estudiantes: 1, vencido: '10.00', cobrado: '0.00', pendiente: '10.00', porcentaje: '0.0' },
    ]);
  });

  it('rounds a share half up, and has no share of nothing', () => {
    expect(porcentaje(1n, 3n)).toBe('33.3');
    expect(porcentaje(2n, 3n)).toBe('66.7');
    expect(porcentaje(0n, 0n)).toBeNull();
  });
});
