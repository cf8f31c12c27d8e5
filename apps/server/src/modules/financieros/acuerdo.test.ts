import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent } from '../../test/academic-fixtures.ts';
import { conPlanRegular, finanzasFixture, pagarCargoEnCaja } from './finanzas.fixture.ts';

let f: Awaited<ReturnType<typeof finanzasFixture>>;
let cargos: { cargoEstudianteId: number; tipo: string; cuota: number; pendiente: string }[];
beforeAll(async () => {
  f = await finanzasFixture();
  const periodo = await conPlanRegular(f.ctx, f.ids, f.career.carreraId, f.estudianteCarreraId);
  const r = await f.ctx.call({ method: 'POST', url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}/periodo/${periodo}/cargos`, as: 'admin' });
  expect(r.status).toBe(200);
  // The enrolment fee and the first instalment fell due two months ago: the student is behind.
  await f.ctx.database.query(`update cargo_estudiante set fecha_vence = '2026-09-20' where estudiante_carrera_id = $1 and cuota <= 1`, [f.estudianteCarreraId]);
  cargos = (await cuenta()).cargos;
});
afterAll(() => f.ctx.close());

const cuenta = async () => (await f.ctx.call({ method: 'GET', url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}`, as: 'admin' })).body;
const acordar = (payload: object, as = 'admin') =>
  f.ctx.call({
    method: 'POST',
    url: '/api/financieros/acuerdos-pago',
    as,
    payload: {
      estudianteCarreraId: f.estudianteCarreraId,
      monedaPagoId: f.ids.dop,
      cargos: [],
      cuotas: 3,
      primeraFecha: '2026-12-15',
      comentario: 'Firmado en finanzas',
      ...payload,
    },
  });
const anular = (id: number, motivo = 'El estudiante pagó en efectivo') =>
  f.ctx.call({ method: 'POST', url: `/api/financieros/acuerdos-pago/${id}/anular`, as: 'admin', payload: { motivo } });
const asientos = async () => (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from transaccion_contable`))[0].n;

describe('payment agreements', () => {
  it('takes over what the chosen charges owe in monthly instalments; annulled, the charges owe it again', async () => {
    expect(await cuenta()).toMatchObject({ balance: '43500.00', vencido: '13500.00' });
    const inscripcion = cargos.find((c) => c.tipo === 'inscripcion')!;
    const antes = await asientos();
    const a = await acordar({ cargos: [inscripcion.cargoEstudianteId], cuotas: 2 });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({ monto: '3500.00', pagado: '0.00', cuotas: 2, estado: 'vigente', creadoPor: 'admin' });
    expect(a.body.plazos.map((p: { fechaVence: string; monto: string; tipo: string }) => [p.tipo, p.fechaVence, p.monto])).toEqual([
      ['acuerdo', '2026-12-15', '1750.00'],
      ['acuerdo', '2027-01-15', '1750.00'],
    ]);
    expect(a.body.tomados).toEqual([expect.objectContaining({ cargoEstudianteId: inscripcion.cargoEstudianteId, monto: '3500.00' })]);
    expect(await asientos()).toBe(antes); // the receivable is the same, owed on other dates
    const c = await cuenta();
    expect(c).toMatchObject({ balance: '43500.00', vencido: '10000.00' });
    // Its history stays; nothing is left to pay of it.
    expect(c.cargos.find((x: { cargoEstudianteId: number }) => x.cargoEstudianteId === inscripcion.cargoEstudianteId)).toMatchObject({
      monto: '3500.00',
      refinanciado: '3500.00',
      pendiente: '0.00',
      vencido: false,
    });

    expect((await anular(a.body.acuerdoPagoId)).status).toBe(200);
    expect(await cuenta()).toMatchObject({ balance: '43500.00', vencido: '13500.00' });
    const otra = await anular(a.body.acuerdoPagoId);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toContain('ya está anulado');
    const leido = (await f.ctx.call({ method: 'GET', url: `/api/financieros/acuerdos-pago/${a.body.acuerdoPagoId}`, as: 'admin' })).body;
    expect(leido).toMatchObject({ estado: 'anulado', motivoAnulacion: 'El estudiante pagó en efectivo' });
  });

  it('takes everything owed in the currency by default, clears the past-due hold, and is paid at the cashier instalment by instalment; then it cannot be annulled', async () => {
    const a = await acordar({ cuotas: 4, primeraFecha: '2026-12-31' });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body.monto).toBe('43500.00');
    expect(a.body.tomados).toHaveLength(5);
    expect(a.body.plazos.map((p: { fechaVence: string }) => p.fechaVence)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31']);
    expect(await cuenta()).toMatchObject({ balance: '43500.00', vencido: '0.00' });
    // The old charges can no longer be paid; the first instalment can.
    const pago = (cargoEstudianteId: number, monto: string) => pagarCargoEnCaja(f, cargoEstudianteId, monto);
    expect((await pago(cargos[0].cargoEstudianteId, '100')).status).toBe(409);
    const primera = a.body.plazos[0];
    expect((await pago(primera.cargoEstudianteId, primera.monto)).status).toBe(201);
    const leido = (await f.ctx.call({ method: 'GET', url: `/api/financieros/acuerdos-pago/${a.body.acuerdoPagoId}`, as: 'admin' })).body;
    expect(leido).toMatchObject({ pagado: '10875.00' });
    expect(leido.plazos[0]).toMatchObject({ pagado: '10875.00', pendiente: '0.00' });
    const refused = await anular(a.body.acuerdoPagoId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('10,875.00');
    const list = await f.ctx.call({ method: 'GET', url: `/api/financieros/acuerdos-pago?value=${f.matricula}`, as: 'admin' });
    expect(list.body.map((x: { estado: string }) => x.estado)).toEqual(['vigente', 'anulado']);
  });

  it('refuses what is not owed: another account’s charge, a currency with nothing owed, an instalment count out of range; and is finance’s only', async () => {
    const otro = await registerStudent(f.ctx, { ...f.career, sedeId: f.ids.sd });
    const ajeno = await acordar({ estudianteCarreraId: otro.carreras[0].estudianteCarreraId, cargos: [cargos[1].cargoEstudianteId] });
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.fields.cargos).toContain('no es de esta cuenta');
    const nada = await acordar({ monedaPagoId: f.ids.usd });
    expect(nada.status).toBe(409);
    expect(nada.body.message).toContain('no hay qué acordar');
    expect((await acordar({ cuotas: 0 })).status).toBe(400);
    expect((await acordar({ primeraFecha: '31/12/2026' })).status).toBe(400);
    expect((await acordar({}, 'estudiante')).status).toBe(403);
    const [{ n }] = await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from audit_log where entidad = 'acuerdo_pago'`);
    expect(n).toBe(3); // two written, one annulled
  });
});
