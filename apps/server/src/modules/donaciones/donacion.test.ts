import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { tarjetasPrueba } from '../financieros/pasarela-prueba.ts';
import type { DonacionFila } from '@claustro/domain/donaciones/donacion.contract';

/*
 * Donations: without a card checkout the public form makes a pledge with its receipt code (mailed),
 * finance receives or annuls it; with the checkout the gift is paid there and the provider's signed
 * notice settles it (once). Bad input and floods write nothing; the report is finance's alone.
 */

const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let ctx: TestContext;
let conTarjeta: TestContext;
let dop = 0;

beforeAll(async () => {
  [ctx, conTarjeta] = await Promise.all([
    createTestContext({ clock }),
    createTestContext({ clock, institution: (i) => ({ ...i, cardCheckoutScriptUrl: '/pasarela-prueba' }) }),
  ]);
  [{ id: dop }] = await ctx.database.query<{ id: number }>(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await conTarjeta.close();
});

const regalo = (o: object = {}) => ({
  clave: randomUUID(),
  nombre: 'Fundación Amigos del Saber',
  email: 'amigos@example.org',
  telefono: '809-555-0101',
  documento: '101000001',
  monedaPagoId: dop,
  monto: '25,000.00',
  destino: 'becas',
  mensaje: 'Para estudiantes de escasos recursos.',
  anonimo: false,
  ...o,
});
const donar = (c: TestContext, payload: object, remoteAddress = '10.7.0.1') => c.call({ method: 'POST', url: '/api/donaciones', payload, remoteAddress });
/** The gifts are written at the database's time: the report's span is around today. */
const dia = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const hoy = `desde=${dia(-2)}&hasta=${dia(2)}`;

describe('donations without a card checkout: pledges', () => {
  it('offers no card, takes a pledge with its receipt code (mailed), and the same key answers the same pledge', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/donaciones/oferta' })).body).toMatchObject({
      tarjeta: false,
      monedas: expect.arrayContaining([{ monedaPagoId: dop, codigo: 'DOP' }]),
    });
    const body = regalo();
    const r = await donar(ctx, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ modalidad: 'promesa', estado: 'pendiente', monto: '25000.00', moneda: 'DOP', destino: 'becas', checkout: null });
    expect((await donar(ctx, body)).body.codigo).toBe(r.body.codigo);
    expect(await countRows(ctx.database, 'donacion')).toBe(1);
    const [mail] = await ctx.database.query<{ asunto: string; texto: string }>(`select asunto, texto from correo_saliente where para = 'amigos@example.org'`);
    expect(mail!.texto).toContain(r.body.codigo);
    const consulta = await ctx.call({ method: 'GET', url: `/api/donaciones/codigo/${r.body.codigo.replaceAll('-', '').toLowerCase()}` });
    expect(consulta.body).toMatchObject({ codigo: r.body.codigo, estado: 'pendiente' });
    expect((await ctx.call({ method: 'GET', url: '/api/donaciones/codigo/AAAA-BBBB-CCCC' })).status).toBe(404);
  });

  it('finance receives a pledge (the donor hears) or annuls one with the reason; neither twice', async () => {
    const a = (await donar(ctx, regalo({ email: 'ana@example.org', monto: '1500', destino: 'biblioteca' }))).body;
    const b = (await donar(ctx, regalo({ email: 'luis@example.org', monto: '800', destino: 'general' }))).body;
    const list = (await ctx.call({ method: 'GET', url: `/api/donaciones?${hoy}`, as: 'admin' })).body as DonacionFila[];
    const idDe = (codigo: string) => list.find((d) => d.codigo === codigo)!.donacionId;
    const recibir = await ctx.call({ method: 'POST', url: `/api/donaciones/${idDe(a.codigo)}/recibir`, as: 'admin', payload: { referencia: 'Recibo 000123' } });
    expect(recibir.body).toMatchObject({ estado: 'recibida', referencia: 'Recibo 000123' });
    expect((await ctx.database.query(`select 1 from correo_saliente where para = 'ana@example.org'`)).length).toBe(2);
    expect((await ctx.call({ method: 'POST', url: `/api/donaciones/${idDe(a.codigo)}/recibir`, as: 'admin', payload: { referencia: 'Otra' } })).status).toBe(
      409,
    );
    expect((await ctx.call({ method: 'POST', url: `/api/donaciones/${idDe(b.codigo)}/anular`, as: 'admin', payload: { motivo: 'corto' } })).status).toBe(400);
    const anular = await ctx.call({
      method: 'POST',
      url: `/api/donaciones/${idDe(b.codigo)}/anular`,
      as: 'admin',
      payload: { motivo: 'El donante desistió de su promesa.' },
    });
    expect(anular.body).toMatchObject({ estado: 'anulada', nota: 'El donante desistió de su promesa.' });
    expect(
      (await ctx.call({ method: 'POST', url: `/api/donaciones/${idDe(a.codigo)}/anular`, as: 'admin', payload: { motivo: 'No se puede anular.' } })).status,
    ).toBe(409);

    const resumen = (await ctx.call({ method: 'GET', url: `/api/donaciones/resumen?${hoy}`, as: 'admin' })).body;
    expect(resumen.porEstado).toEqual([
      { moneda: 'DOP', estado: 'pendiente', cantidad: 1, total: '25000.00' },
      { moneda: 'DOP', estado: 'recibida', cantidad: 1, total: '1500.00' },
      { moneda: 'DOP', estado: 'anulada', cantidad: 1, total: '800.00' },
    ]);
    expect(resumen.porDestino).toEqual([{ moneda: 'DOP', destino: 'biblioteca', cantidad: 1, total: '1500.00' }]);
    expect((await ctx.call({ method: 'GET', url: `/api/donaciones?${hoy}&estado=recibida`, as: 'admin' })).body).toHaveLength(1);
    expect((await ctx.call({ method: 'GET', url: `/api/donaciones?${hoy}&value=ana@example.org`, as: 'admin' })).body).toHaveLength(1);
    expect((await ctx.call({ method: 'GET', url: `/api/donaciones?desde=2026-11-30&hasta=2026-11-01`, as: 'admin' })).status).toBe(400);
  });

  it('refuses bad input writing nothing, and floods from one address', async () => {
    const antes = await countRows(ctx.database, 'donacion');
    for (const mal of [{ monto: '0' }, { monto: '2000000' }, { email: 'no-es-correo' }, { destino: 'fiestas' }, { nombre: '' }, { clave: 'x' }]) {
      expect((await donar(ctx, regalo(mal), '10.7.0.2')).status, JSON.stringify(mal)).toBe(400);
    }
    const moneda = await donar(ctx, regalo({ monedaPagoId: 999999 }), '10.7.0.2');
    expect(moneda.status).toBe(400);
    expect(Object.keys(moneda.body.fields)).toEqual(['monedaPagoId']);
    expect(await countRows(ctx.database, 'donacion')).toBe(antes);
    const estados = [];
    for (let i = 0; i < 6; i++) estados.push((await donar(ctx, regalo(), '10.7.0.3')).status);
    expect(estados).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('is finance’s report alone', async () => {
    expect((await ctx.call({ method: 'GET', url: `/api/donaciones?${hoy}` })).status).toBe(401);
    for (const who of ['estudiante', 'profesor', 'caja']) {
      expect((await ctx.call({ method: 'GET', url: `/api/donaciones?${hoy}`, as: who })).status, who).toBe(403);
      expect((await ctx.call({ method: 'POST', url: '/api/donaciones/1/recibir', as: who, payload: { referencia: 'x' } })).status, who).toBe(403);
    }
  });
});

describe('donations with the card checkout', () => {
  const form = (url: string, campos: Record<string, string>) =>
    conTarjeta.call({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(campos).toString() });

  it('pays at the checkout: approved, the gift is received with the approval number (once, however often the notice comes); declined, it says so', async () => {
    expect((await conTarjeta.call({ method: 'GET', url: '/api/donaciones/oferta' })).body.tarjeta).toBe(true);
    const r = await donar(conTarjeta, regalo({ email: 'pago@example.org', monto: '3000' }));
    expect(r.body).toMatchObject({ modalidad: 'tarjeta', estado: 'pendiente' });
    expect(r.body.checkout.url).toBe('/pasarela-prueba');
    expect(r.body.checkout.campos.orden).toMatch(/^D\d+$/);
    expect(r.body.checkout.campos.retorno).toContain(`/donaciones/donaciones?codigo=${r.body.codigo}`);
    const pago = await form('/pasarela-prueba/pagar', { ...r.body.checkout.campos, tarjeta: tarjetasPrueba.aprobada, accion: 'pagar' });
    expect(pago.status).toBe(303);
    const visto = (await conTarjeta.call({ method: 'GET', url: `/api/donaciones/codigo/${r.body.codigo}` })).body;
    expect(visto).toMatchObject({ estado: 'recibida', checkout: null });
    const [fila] = (await conTarjeta.call({ method: 'GET', url: `/api/donaciones?${hoy}`, as: 'admin' })).body as DonacionFila[];
    expect(fila!.referencia).toMatch(/^\d{6}$/);
    // The provider repeats its notice: nothing changes.
    const p = (await conTarjeta.app.services.pagosOnline.proveedor())!;
    const aviso = p.proveedor.notificacion({
      orden: r.body.checkout.campos.orden,
      aprobado: true,
      referencia: '111111',
      monto: '3000.00',
      moneda: 'DOP',
      mensaje: null,
    });
    expect((await conTarjeta.call({ method: 'POST', url: '/api/financieros/pagos-online/notificacion', payload: aviso })).status).toBe(200);
    expect(((await conTarjeta.call({ method: 'GET', url: `/api/donaciones?${hoy}`, as: 'admin' })).body as DonacionFila[])[0]!.referencia).toBe(
      fila!.referencia,
    );
    // A notice for another amount is refused.
    const otro = p.proveedor.notificacion({
      orden: r.body.checkout.campos.orden,
      aprobado: true,
      referencia: '1',
      monto: '1.00',
      moneda: 'DOP',
      mensaje: null,
    });
    expect((await conTarjeta.call({ method: 'POST', url: '/api/financieros/pagos-online/notificacion', payload: otro })).status).toBe(409);

    const d = await donar(conTarjeta, regalo({ email: 'rechazo@example.org', monto: '500' }));
    await form('/pasarela-prueba/pagar', { ...d.body.checkout.campos, tarjeta: tarjetasPrueba.rechazada, accion: 'pagar' });
    expect((await conTarjeta.call({ method: 'GET', url: `/api/donaciones/codigo/${d.body.codigo}` })).body).toMatchObject({ estado: 'rechazada' });
  });
});
