import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api.ts';
import { cobroForm, enFilas, metodosUsados, type CobroForm } from './cobro-form.ts';

const base: CobroForm = {
  clave: 'abcdef0123456789',
  pagador: { tipo: 'externo', codigo: null, nombre: 'María Peña' },
  monedaPagoId: 1,
  tipoNcfId: 2,
  rnc: '',
  servicios: [{ servicioContableId: 7, descripcion: 'Constancia', precio: '300.00', cantidad: '2', descuento: '' }],
  cargos: [],
  formasPago: [
    { tipoFormaPagoId: 1, monto: '', referencia: '', bancoId: null, tipoTarjetaCreditoId: null },
    { tipoFormaPagoId: 3, monto: '4,950.00', referencia: 'AUT-1', bancoId: null, tipoTarjetaCreditoId: null },
  ],
  comentario: '',
  abonoBalance: '',
};

describe('the collection form', () => {
  it('reads amounts as the screens print them and a blank discount or amount as nothing', () => {
    const v = cobroForm.parse(base);
    expect(v.servicios[0]).toMatchObject({ cantidad: 2, descuento: '0.00' });
    expect(v.formasPago.map((f) => f.monto)).toEqual(['0.00', '4950.00']);
    expect(v.rnc).toBeNull();
    expect(v.abonoBalance).toBeNull();
  });

  it('refuses a receipt with nothing to collect, unless it is a payment towards the balance', () => {
    const vacio = cobroForm.safeParse({ ...base, servicios: [] });
    expect(vacio.success).toBe(false);
    expect(vacio.error?.issues[0].path).toEqual(['servicios']);
    expect(cobroForm.safeParse({ ...base, servicios: [], abonoBalance: '1,000' }).success).toBe(true);
  });

  it('says where an ambiguous amount is', () => {
    const r = cobroForm.safeParse({ ...base, formasPago: [{ ...base.formasPago[1], monto: '4.950,00' }] });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['formasPago.0.monto']);
  });

  it("sends only the methods with an amount, and puts the server's messages back on their rows", () => {
    const { formasPago, filas } = metodosUsados(cobroForm.parse(base).formasPago);
    expect(formasPago).toEqual([{ tipoFormaPagoId: 3, monto: '4950.00', referencia: 'AUT-1', bancoId: null, tipoTarjetaCreditoId: null }]);
    expect(filas).toEqual([1]);
    const err = enFilas(new ApiError(400, 'validation', 'x', { 'formasPago.0.referencia': 'Falta', rnc: 'Mal' }), filas) as ApiError;
    expect(err.fields).toEqual({ 'formasPago.1.referencia': 'Falta', rnc: 'Mal' });
  });
});
