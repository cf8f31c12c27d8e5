import { describe, expect, it } from 'vitest';
import { pasarelaHmac } from './pasarela.ts';

const p = pasarelaHmac('https://pagos.banco.do/checkout', 'secreto-compartido');
const orden = {
  orden: '17',
  monto: '1500.00',
  moneda: 'DOP',
  descripcion: 'Récord de calificaciones',
  retorno: 'https://u.edu.do/financieros/pago-servicios-online?orden=17',
};

describe('the card provider contract (HMAC-SHA256 over the fields joined by |)', () => {
  it('signs the order for the checkout, and the provider checks it; a changed field breaks it', () => {
    const c = p.checkout(orden);
    expect(c.url).toBe('https://pagos.banco.do/checkout');
    expect(p.proveedor.ordenValida(c.campos)).toBe(true);
    expect(p.proveedor.ordenValida({ ...c.campos, monto: '15.00' })).toBe(false);
    expect(p.proveedor.ordenValida({ ...c.campos, retorno: 'https://malo.example/' })).toBe(false);
    expect(pasarelaHmac(c.url, 'otro-secreto').proveedor.ordenValida(c.campos)).toBe(false);
  });

  it('reads a notification only when its signature holds under the shared secret', () => {
    const n = p.proveedor.notificacion({ orden: '17', aprobado: true, referencia: '123456', monto: '1500.00', moneda: 'DOP', mensaje: 'Aprobada' });
    expect(p.verificar(n)).toEqual({ orden: '17', aprobado: true, referencia: '123456', monto: '1500.00', moneda: 'DOP', mensaje: 'Aprobada' });
    expect(p.verificar({ ...n, estado: 'aprobado', monto: '1.00' })).toBeNull();
    expect(p.verificar({ ...n, firma: n.firma.slice(0, -1) })).toBeNull();
    expect(p.verificar({ orden: '17' })).toBeNull();
    expect(pasarelaHmac('x', 'otro-secreto').verificar(n)).toBeNull();
    const rechazo = p.proveedor.notificacion({ orden: '17', aprobado: false, referencia: '', monto: '1500.00', moneda: 'DOP', mensaje: null });
    expect(p.verificar(rechazo)).toMatchObject({ aprobado: false, mensaje: null });
  });
});
