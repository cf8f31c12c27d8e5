import { describe, expect, it } from 'vitest';
import { cuotasCuadran } from './plan-pago.resource.ts';

const cuota = (plPaDePorcentaje: string) => ({ plPaDeCuota: 1, plPaDePorcentaje, plPaDeDias: 0 });

describe('cuotasCuadran', () => {
  it('takes instalments that add up to the whole, however split', () => {
    expect(cuotasCuadran({ plPaCantidad_Pago: 3, detalles: [cuota('33.33'), cuota('33.33'), cuota('33.34')] })).toBeNull();
    expect(cuotasCuadran({ plPaCantidad_Pago: 2, detalles: [] })).toBeNull(); // none listed: split evenly
  });
  it('refuses instalments short of or over 100 %, or fewer than the plan says', () => {
    expect(cuotasCuadran({ plPaCantidad_Pago: 2, detalles: [cuota('50'), cuota('49.99')] })).toHaveProperty('detalles');
    expect(cuotasCuadran({ plPaCantidad_Pago: 2, detalles: [cuota('50'), cuota('50.01')] })).toHaveProperty('detalles');
    expect(cuotasCuadran({ plPaCantidad_Pago: 3, detalles: [cuota('50'), cuota('50')] })).toHaveProperty('detalles');
    expect(cuotasCuadran({ plPaCantidad_Pago: 1, detalles: [cuota('33.333')] })).toHaveProperty('detalles');
  });
  it('a per-credit plan says what a credit costs', () => {
    expect(cuotasCuadran({ plPaPorCredito: true, plPaCostoCredito: null })).toHaveProperty('plPaCostoCredito');
    expect(cuotasCuadran({ plPaPorCredito: true, plPaCostoCredito: '2450.00' })).toBeNull();
  });
});
