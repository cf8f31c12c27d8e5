import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { registerStudent } from '../../test/academic-fixtures.ts';
import { conCajaEnLinea, conPlanRegular, cuentaDeEstudiante, finanzasFixture } from './finanzas.fixture.ts';
import { tarjetasPrueba } from './pasarela-prueba.ts';

let f: Awaited<ReturnType<typeof finanzasFixture>>;
let online: Awaited<ReturnType<typeof conCajaEnLinea>>;
let periodo: number;
beforeAll(async () => {
  f = await finanzasFixture({ institution: (i) => ({ ...i, cardCheckoutScriptUrl: '/pasarela-prueba' }) });
  periodo = await conPlanRegular(f.ctx, f.ids, f.career.carreraId, f.estudianteCarreraId);
  const cargos = await f.ctx.call({
    method: 'POST',
    url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}/periodo/${periodo}/cargos`,
    as: 'admin',
  });
  expect(cargos.status, JSON.stringify(cargos.body)).toBe(200);
  online = await conCajaEnLinea(f.ctx, f.ids);
  await cuentaDeEstudiante(f.ctx, f.matricula, 'alumno');
});
afterAll(() => f.ctx.close());

const ordenar = (payload: object, as = 'alumno') =>
  f.ctx.call({
    method: 'POST',
    url: '/api/financieros/pagos-online',
    as,
    payload: { clave: randomUUID(), estudianteCarreraId: f.estudianteCarreraId, ...payload },
  });
const servicios = (xs: [number, number][]) => ({
  tipo: 'servicios',
  monedaPagoId: f.ids.dop,
  servicios: xs.map(([s, c]) => ({ servicioContableId: s, cantidad: c })),
});
const form = (url: string, campos: Record<string, string>) =>
  f.ctx.call({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(campos).toString() });
/** The student on the gateway's page: pays (or cancels) with a card. */
const pagar = (campos: Record<string, string>, tarjeta: string = tarjetasPrueba.aprobada, accion = 'pagar') =>
  form('/pasarela-prueba/pagar', { ...campos, tarjeta, accion });
const orden = async (id: number, as = 'alumno') => (await f.ctx.call({ method: 'GET', url: `/api/financieros/pagos-online/${id}`, as })).body;
const notificar = (campos: Record<string, string>) => f.ctx.call({ method: 'POST', url: '/api/financieros/pagos-online/notificacion', payload: campos });
/** The notification the provider signs (what its server sends). */
const aviso = async (o: { pagoOnlineId: number; monto: string; moneda: string }, aprobado = true, referencia = '654321') =>
  (await f.ctx.app.services.pagosOnline.proveedor())!.proveedor.notificacion({
    orden: String(o.pagoOnlineId),
    aprobado,
    referencia,
    monto: o.monto,
    moneda: o.moneda,
    mensaje: null,
  });
const recibos = async (clave: string) =>
  (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from documento_contable where clave = $1`, [clave]))[0].n;

describe('online payment', () => {
  it('offers the services paid online with their prices and the balance of each career, where the campus has an online register', async () => {
    const r = await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online/oferta', as: 'alumno' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ disponible: true, motivo: null, bloqueo: null });
    expect(r.body.carreras).toEqual([
      expect.objectContaining({
        estudianteCarreraId: f.estudianteCarreraId,
        enLinea: true,
        saldos: [expect.objectContaining({ moneda: 'DOP', balance: '43500.00' })],
      }),
    ]);
    expect(r.body.servicios.map((s: { descripcion: string }) => s.descripcion)).toEqual(['Carnet estudiantil', 'Certificación de notas']);
    expect(r.body.servicios[1].precios).toEqual([
      { monedaPagoId: f.ids.dop, moneda: 'DOP', precio: '1500.00' },
      { monedaPagoId: f.ids.usd, moneda: 'USD', precio: '25.00' },
    ]);
  });

  it('pays services by card on the gateway: the order priced here, one receipt on the online register (opened by itself), paid by card with the approval number', async () => {
    const r = await ordenar(servicios([[f.ids.certificacion, 2]]));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ estado: 'pendiente', monto: '3000.00', moneda: 'DOP', descripcion: 'Certificación de notas ×2', documentoContableId: null });
    expect(r.body.checkout.url).toBe('/pasarela-prueba');
    expect(r.body.checkout.campos).toMatchObject({
      orden: String(r.body.pagoOnlineId),
      monto: '3000.00',
      moneda: 'DOP',
      firma: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(r.body.checkout.campos.retorno).toMatch(new RegExp(`/financieros/pago-servicios-online\\?orden=${r.body.pagoOnlineId}$`));

    const pagina = await form('/pasarela-prueba', r.body.checkout.campos);
    expect(pagina.status).toBe(200);
    expect(pagina.body).toContain('DOP 3,000.00');
    const vuelta = await pagar(r.body.checkout.campos);
    expect(vuelta.status).toBe(303);
    expect(vuelta.headers.location).toBe(r.body.checkout.campos.retorno);

    const o = await orden(r.body.pagoOnlineId);
    expect(o).toMatchObject({ estado: 'aprobado', referencia: expect.stringMatching(/^\d{6}$/), checkout: null, mensaje: null });
    expect(o.ncf).toMatch(/^B02\d{8}$/);
    const [d] = await f.ctx.database.query<{ caja: number; total: string; ref: string; tarjeta: boolean; cajero: string }>(
      `select a.caja_id as caja, d.total::text as total, fp.referencia as ref, t.forma_pago_completo_tarjeta as tarjeta,
              (select usua_nombre from usuario where usuario_id = d.creado_por) as cajero
         from documento_contable d join caja_apertura a on a.caja_apertura_id = d.caja_apertura_id
         join documento_contable_forma_pago fp on fp.documento_contable_id = d.documento_contable_id
         join tipo_forma_pago t on t.tipo_forma_pago_contable_id = fp.tipo_forma_pago_id
        where d.documento_contable_id = $1`,
      [o.documentoContableId],
    );
    expect(d).toEqual({ caja: online.cajaId, total: '3000.00', ref: o.referencia, tarjeta: true, cajero: 'pagos.linea' });

    const pdf = await f.ctx.call({ method: 'GET', url: `/api/financieros/pagos-online/${o.pagoOnlineId}/recibo`, as: 'alumno' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('pays an amount towards the account: the enrolment fee first, then the first instalment', async () => {
    const r = await ordenar({ tipo: 'matricula', monedaPagoId: f.ids.dop, monto: '5000' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.checkout.campos.retorno).toContain('/financieros/pago-matricula-online?orden=');
    await pagar(r.body.checkout.campos);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'aprobado', monto: '5000.00' });
    const cuenta = (await f.ctx.call({ method: 'GET', url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}`, as: 'alumno' })).body;
    expect(cuenta.balance).toBe('38500.00');
    expect(cuenta.cargos.slice(0, 2).map((c: { tipo: string; pendiente: string }) => [c.tipo, c.pendiente])).toEqual([
      ['inscripcion', '0.00'],
      ['cuota', '8500.00'],
    ]);
  });

  it('closes a declined or cancelled order without a receipt', async () => {
    const r = await ordenar(servicios([[f.ids.carnet, 1]]));
    await pagar(r.body.checkout.campos, tarjetasPrueba.rechazada);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'rechazado', mensaje: 'Fondos insuficientes', documentoContableId: null, checkout: null });
    const c = await ordenar(servicios([[f.ids.carnet, 1]]));
    await pagar(c.body.checkout.campos, tarjetasPrueba.aprobada, 'cancelar');
    expect(await orden(c.body.pagoOnlineId)).toMatchObject({ estado: 'rechazado', mensaje: 'Cancelado por el cliente' });
    expect(await recibos(`pago-online-${r.body.pagoOnlineId}`)).toBe(0);
  });

  it('issues exactly one receipt when the notice is lost and the provider repeats it, even several at once', async () => {
    const r = await ordenar(servicios([[f.ids.carnet, 2]]));
    await pagar(r.body.checkout.campos, tarjetasPrueba.sinAviso);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'pendiente' }); // the student is back; the notice has not come
    const n = await aviso(r.body);
    const answers = await Promise.all([notificar(n), notificar(n), notificar(n)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await notificar(n)).status).toBe(200); // a day later, once more
    expect(await recibos(`pago-online-${r.body.pagoOnlineId}`)).toBe(1);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'aprobado', referencia: '654321', monto: '701.00' });
    // A decline arriving after the approval changes nothing.
    expect((await notificar(await aviso(r.body, false, ''))).status).toBe(200);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'aprobado' });
  });

  it('expires an order left unpaid, and still issues the receipt of a late approval (the money was taken)', async () => {
    const r = await ordenar(servicios([[f.ids.carnet, 1]]));
    await f.ctx.database.query(`update pago_online set vence_en = now() - interval '1 minute' where pago_online_id = $1`, [r.body.pagoOnlineId]);
    expect(await f.ctx.app.services.pagosOnline.expirar()).toBe(1);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'expirado', checkout: null });
    expect((await notificar(await aviso(r.body))).status).toBe(200);
    const o = await orden(r.body.pagoOnlineId);
    expect(o).toMatchObject({ estado: 'aprobado', documentoContableId: expect.any(Number) });
  });

  it('keeps an approval whose receipt cannot be issued (the balance was paid at the cashier meanwhile) approved, with the reason, for finance', async () => {
    const r = await ordenar({ tipo: 'matricula', monedaPagoId: f.ids.dop, monto: '38500' });
    const balance = await f.ctx.call({
      method: 'POST',
      url: '/api/financieros/cobros-servicios/pago-balance',
      as: 'caja',
      payload: {
        clave: randomUUID(),
        pagador: { tipo: 'estudiante', codigo: f.matricula },
        monedaPagoId: f.ids.dop,
        tipoNcfId: f.ids.b02,
        monto: '1000',
        formasPago: [{ tipoFormaPagoId: f.ids.efectivo, monto: '1000' }],
      },
    });
    expect(balance.status, JSON.stringify(balance.body)).toBe(201);
    expect((await notificar(await aviso(r.body))).status).toBe(200);
    const o = await orden(r.body.pagoOnlineId, 'caja');
    expect(o).toMatchObject({ estado: 'aprobado', documentoContableId: null });
    expect(o.mensaje).toContain('Aprobado sin recibo: El balance pendiente es');
    const lista = await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online?estado=aprobado&value=' + f.matricula, as: 'caja' });
    expect(lista.body.some((x: { pagoOnlineId: number }) => x.pagoOnlineId === r.body.pagoOnlineId)).toBe(true);
  });

  it('refuses a notification whose signature does not hold, or for another amount, and writes nothing', async () => {
    const r = await ordenar(servicios([[f.ids.carnet, 1]]));
    const n = await aviso(r.body);
    const audits = async () => (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from audit_log`))[0].n;
    const before = await audits();
    const forged = await notificar({ ...n, monto: '1.00' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('firma válida');
    const otro = await notificar(await aviso({ ...r.body, monto: '1.00' }));
    expect(otro.status).toBe(409);
    expect((await notificar({ orden: String(r.body.pagoOnlineId) })).status).toBe(400);
    expect(await audits()).toBe(before);
    expect(await orden(r.body.pagoOnlineId)).toMatchObject({ estado: 'pendiente' });
    // The gateway's page refuses an order whose signature was tampered with.
    expect((await form('/pasarela-prueba', { ...r.body.checkout.campos, monto: '1.00' })).status).toBe(400);
  });

  it('prices on the server: refuses a service not offered online, an amount above the balance, another student’s career; the same key answers the same order', async () => {
    const noOnline = await ordenar(servicios([[f.ids.soloUsd, 1]]));
    expect(noOnline.status).toBe(400);
    expect(noOnline.body.fields['servicios.0.servicioContableId']).toContain('no se paga en línea');
    const sinPrecio = await ordenar({ ...servicios([[f.ids.carnet, 1]]), monedaPagoId: f.ids.usd });
    expect(sinPrecio.status).toBe(409);
    const demas = await ordenar({ tipo: 'matricula', monedaPagoId: f.ids.dop, monto: '999999' });
    expect(demas.status).toBe(409);
    expect(demas.body.message).toContain('El balance pendiente es');
    // A new payment towards the account replaces one left half-way: the balance is never offered twice at once.
    const saldo = (await f.ctx.call({ method: 'GET', url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}`, as: 'alumno' })).body.balance;
    const primera = await ordenar({ tipo: 'matricula', monedaPagoId: f.ids.dop, monto: saldo });
    const segunda = await ordenar({ tipo: 'matricula', monedaPagoId: f.ids.dop, monto: saldo });
    expect(segunda.status).toBe(201);
    expect(await orden(primera.body.pagoOnlineId)).toMatchObject({ estado: 'expirado', mensaje: `Reemplazada por la orden ${segunda.body.pagoOnlineId}` });
    const otro = await registerStudent(f.ctx, { ...f.career, sedeId: f.ids.sd });
    await cuentaDeEstudiante(f.ctx, otro.matriculaId, 'otro');
    const ajena = await ordenar(servicios([[f.ids.carnet, 1]]), 'otro');
    expect(ajena.status).toBe(403);
    const clave = randomUUID();
    const a = await ordenar({ ...servicios([[f.ids.carnet, 1]]), clave });
    const b = await ordenar({ ...servicios([[f.ids.carnet, 3]]), clave });
    expect(b.body.pagoOnlineId).toBe(a.body.pagoOnlineId);
    expect(b.body.monto).toBe('350.50');
  });

  it('lets a student reach only their own orders and receipts; staff holding the screens see everyone’s', async () => {
    const mine = (await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online', as: 'alumno' })).body as {
      pagoOnlineId: number;
      matricula: string;
    }[];
    expect(mine.length).toBeGreaterThan(5);
    expect(new Set(mine.map((x) => x.matricula))).toEqual(new Set([f.matricula]));
    expect((await f.ctx.call({ method: 'GET', url: `/api/financieros/pagos-online/${mine[0].pagoOnlineId}`, as: 'otro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: `/api/financieros/pagos-online/${mine[0].pagoOnlineId}/recibo`, as: 'otro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online', as: 'otro' })).body).toEqual([]);
    const all = await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online?pageSize=100', as: 'caja' });
    expect(Number(all.headers['x-total-count'])).toBe(mine.length);
    expect((await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online' })).status).toBe(401);
  });

  it('bars a student from paying online with a reason they see, and lifts the block (kept on record)', async () => {
    const b = await f.ctx.call({
      method: 'POST',
      url: '/api/financieros/estudiantes-bloqueo-pago-linea',
      as: 'admin',
      payload: { matricula: f.matricula, motivo: 'Contracargo de tarjeta en revisión' },
    });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body).toMatchObject({ matricula: f.matricula, motivo: 'Contracargo de tarjeta en revisión', creadoPor: 'admin' });
    const again = await f.ctx.call({
      method: 'POST',
      url: '/api/financieros/estudiantes-bloqueo-pago-linea',
      as: 'admin',
      payload: { matricula: f.matricula, motivo: 'x' },
    });
    expect(again.status).toBe(409);
    const oferta = (await f.ctx.call({ method: 'GET', url: '/api/financieros/pagos-online/oferta', as: 'alumno' })).body;
    expect(oferta).toMatchObject({ disponible: false, motivo: 'bloqueado', bloqueo: 'Contracargo de tarjeta en revisión' });
    const refused = await ordenar(servicios([[f.ids.carnet, 1]]));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Contracargo de tarjeta en revisión');
    const list = await f.ctx.call({ method: 'GET', url: `/api/financieros/estudiantes-bloqueo-pago-linea?value=${f.matricula}`, as: 'admin' });
    expect(list.body).toHaveLength(1);
    expect((await f.ctx.call({ method: 'GET', url: '/api/financieros/estudiantes-bloqueo-pago-linea', as: 'alumno' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'DELETE', url: `/api/financieros/estudiantes-bloqueo-pago-linea/${b.body.id}`, as: 'admin' })).status).toBe(200);
    expect((await f.ctx.call({ method: 'DELETE', url: `/api/financieros/estudiantes-bloqueo-pago-linea/${b.body.id}`, as: 'admin' })).status).toBe(404);
    const [row] = await f.ctx.database.query<{ por: number | null }>(`select levantado_por as por from estudiante_bloqueo_pago_linea where id = $1`, [
      b.body.id,
    ]);
    expect(row.por).not.toBeNull();
    expect((await ordenar(servicios([[f.ids.carnet, 1]]))).status).toBe(201);
  });
});

describe('online payment without a checkout configured', () => {
  it('offers nothing, makes no order, and has no gateway or notification', async () => {
    const ctx = await createTestContext();
    try {
      const oferta = await ctx.call({ method: 'GET', url: '/api/financieros/pagos-online/oferta', as: 'estudiante' });
      expect(oferta.body).toMatchObject({ disponible: false, motivo: 'sin_pasarela' });
      const r = await ctx.call({
        method: 'POST',
        url: '/api/financieros/pagos-online',
        as: 'estudiante',
        payload: { tipo: 'matricula', clave: randomUUID(), estudianteCarreraId: 1, monedaPagoId: 1, monto: '100' },
      });
      expect(r.status).toBe(409);
      expect(r.body.message).toContain('pague en caja');
      expect((await ctx.call({ method: 'POST', url: '/pasarela-prueba', payload: {} })).status).toBe(404);
      expect((await ctx.call({ method: 'POST', url: '/api/financieros/pagos-online/notificacion', payload: { orden: '1' } })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
