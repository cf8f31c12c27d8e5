import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, formatMoney, fromCents } from '@claustro/domain/platform/money';
import type { TestContext } from '../../test/context.ts';
import { idOf } from '../../test/academic-fixtures.ts';
import { conPlanRegular, finanzasFixture } from './finanzas.fixture.ts';

/*
 * Students' accounts: a term's charges written from the payment plan (once), paid at the register in
 * part or in full (never past what is left), back when the receipt is annulled; the balance and who owes;
 * a student reads only their own account.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let matricula: string;
let ec: number;
let periodo: number;
let n = 0;
const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cuenta = (as = 'caja') => call(as, 'GET', `/api/financieros/cuentas/estudiantes/${ec}`);
const pagar = (cargos: object[], formasPago: object[], extra: object = {}) =>
  call('caja', 'POST', '/api/financieros/cobros-servicios', {
    clave: `cuenta-${Date.now()}-${++n}`,
    pagador: { tipo: 'estudiante', codigo: matricula },
    monedaPagoId: ids.dop,
    tipoNcfId: ids.b02,
    cargos,
    formasPago,
    ...extra,
  });

beforeAll(async () => {
  let career: { carreraId: number };
  ({ ctx, ids, matricula, estudianteCarreraId: ec, career } = await finanzasFixture());
  periodo = await conPlanRegular(ctx, ids, career.carreraId, ec);
});
afterAll(() => ctx.close());

describe("a student's account", () => {
  it("writes a term's charges from the plan once: a new student's enrolment fee and four instalments", async () => {
    const url = `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`;
    const r = await call('caja', 'POST', url);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.cargos.map((c: { concepto: string; monto: string }) => `${c.concepto.split(' · ')[0]} ${c.monto}`)).toEqual([
      'Inscripción 3500.00',
      'Cuota 1 de 4 10000.00',
      'Cuota 2 de 4 10000.00',
      'Cuota 3 de 4 10000.00',
      'Cuota 4 de 4 10000.00',
    ]);
    expect(r.body).toMatchObject({ balance: '43500.00', plan: 'Plan regular CONT' });
    const again = await call('caja', 'POST', url);
    expect(again.body.cargos).toHaveLength(5);
    expect(await ctx.database.query(`select 1 from cargo_estudiante where estudiante_carrera_id = $1`, [ec])).toHaveLength(5);
  });

  it('the register finds them with the payer, and takes part of an instalment and a whole one, in cash and by card', async () => {
    const p = await call('caja', 'GET', `/api/financieros/cobros-servicios/estudiante/codigoestudiante/${matricula}`);
    expect(p.body.cargos).toHaveLength(5);
    const [inscripcion, cuota1] = p.body.cargos;
    const r = await pagar(
      [
        { cargoEstudianteId: inscripcion.cargoEstudianteId, monto: '3500' },
        { cargoEstudianteId: cuota1.cargoEstudianteId, monto: '4000.50' },
      ],
      [
        { tipoFormaPagoId: ids.tarjeta, monto: '5000', referencia: 'AUT-77' },
        { tipoFormaPagoId: ids.efectivo, monto: '3000' },
      ],
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ total: '7500.50', devuelto: '499.50', servicios: [] });
    expect(r.body.cargos.map((c: { monto: string }) => c.monto)).toEqual(['3500.00', '4000.50']);
    const c = (await cuenta()).body;
    expect(c.balance).toBe('35999.50');
    expect(c.cargos[1]).toMatchObject({ pagado: '4000.50', pendiente: '5999.50' });
    expect(c.pagos).toEqual([expect.objectContaining({ numero: r.body.numero, aplicado: '7500.50', formasPago: 'Tarjeta de crédito · Efectivo' })]);
    // Paid in full, it no longer shows at the register.
    expect((await call('caja', 'GET', `/api/financieros/cobros-servicios/estudiante/codigoestudiante/${matricula}`)).body.cargos).toHaveLength(4);
  });

  it('never takes more than is left of a charge, nor a charge of someone else, writing nothing', async () => {
    const before = (await cuenta()).body;
    const cuota1 = before.cargos[1];
    const mas = await pagar([{ cargoEstudianteId: cuota1.cargoEstudianteId, monto: '5999.51' }], [{ tipoFormaPagoId: ids.efectivo, monto: '6000' }]);
    expect(mas.status).toBe(409);
    expect(mas.body).toMatchObject({ code: 'cargo_excede', message: expect.stringContaining('DOP 5,999.50') });
    const ajeno = await pagar([{ cargoEstudianteId: cuota1.cargoEstudianteId, monto: '1' }], [{ tipoFormaPagoId: ids.efectivo, monto: '1' }], {
      pagador: { tipo: 'externo', nombre: 'Otra persona' },
    });
    expect(ajeno.status).toBe(400);
    expect((await pagar([], [{ tipoFormaPagoId: ids.efectivo, monto: '1' }], { servicios: [] })).status).toBe(400);
    expect((await cuenta()).body.balance).toBe(before.balance);
  });

  it('two cashiers paying the rest of one instalment at once: one is taken, the other told what is left', async () => {
    const cuota1 = (await cuenta()).body.cargos[1];
    const both = await Promise.all(
      ['caja', 'caja'].map(() =>
        pagar([{ cargoEstudianteId: cuota1.cargoEstudianteId, monto: cuota1.pendiente }], [{ tipoFormaPagoId: ids.efectivo, monto: '6000' }]),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await cuenta()).body.cargos[1].pendiente).toBe('0.00');
  });

  it('an annulled receipt gives back what it paid', async () => {
    const c = (await cuenta()).body;
    const last = c.pagos[0];
    const r = await call('caja', 'POST', `/api/financieros/documentos-contables/${last.documentoContableId}/anular`, { motivo: 'Pagó la cuota equivocada.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The last receipt paid the rest of the first instalment: it is owed again, and the balance grows by as much.
    const after = (await cuenta()).body;
    expect(last.aplicado).toBe('5999.50');
    expect(after.cargos[1].pendiente).toBe('5999.50');
    expect(after.balance).toBe(fromCents(cents(c.balance) + cents(last.aplicado)));
    expect(after.pagos[0]).toMatchObject({ documentoContableId: last.documentoContableId, estado: 'anulado' });
  });

  it('lists who owes, most past due first; a student reads only their own account', async () => {
    const list = await call('caja', 'GET', `/api/financieros/balance-estudiantes?value=${matricula}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ matricula, moneda: 'DOP', balance: (await cuenta()).body.balance })]);
    expect((await cuenta('estudiante')).status).toBe(403);
    const found = await call('caja', 'GET', `/api/financieros/cuentas/matricula/${matricula.toLowerCase()}`);
    expect(found.body.map((x: { estudianteCarreraId: number }) => x.estudianteCarreraId)).toEqual([ec]);
    expect((await call('caja', 'GET', '/api/financieros/cuentas/matricula/NO-EXISTE')).status).toBe(404);
    expect((await call('estudiante', 'GET', `/api/financieros/cuentas/matricula/${matricula}`)).status).toBe(403);
    expect((await call('estudiante', 'GET', '/api/financieros/balance-estudiantes')).status).toBe(403);
    const mias = await call('estudiante', 'GET', '/api/financieros/cuentas/mias');
    expect(mias.status).toBe(200);
    expect(mias.body.every((x: { matricula: string }) => x.matricula !== matricula)).toBe(true);
  });

  it('prints the account statement at the counter; a student prints only their own', async () => {
    const pdf = await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}/estado-cuenta`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`estado-cuenta-${matricula}.pdf`);
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
    expect((await call('estudiante', 'GET', `/api/financieros/cuentas/estudiantes/${ec}/estado-cuenta`)).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/financieros/cuentas/estudiantes/${ec}/estado-cuenta` })).statusCode).toBe(401);
  });

  it('a career without a plan on the campus is told so, writing nothing', async () => {
    await ctx.database.query(`update plan_pago set estatus = false`);
    const r = await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'sin_plan_pago', message: expect.stringContaining('CONT') });
    await ctx.database.query(`update plan_pago set estatus = true`);
  });

  it('late fees: each instalment owed past its late-fee date takes its fee once; a trial writes nothing; a rerun adds nothing', async () => {
    const url = '/api/financieros/proceso-recargo-estudiantes';
    // The third instalment's late fee starts later than its due date this term.
    const fecha = await call('caja', 'POST', '/api/financieros/fechas-recargos', { periodoAcademicoId: periodo, feReCuota: 3, feReFecha: '2027-03-20' });
    expect(fecha.status, JSON.stringify(fecha.body)).toBe(201);
    const before = (await cuenta()).body.balance;
    const trial = await call('caja', 'POST', url, { periodoAcademicoId: periodo, fecha: '2027-03-15', prueba: true });
    expect(trial.body).toMatchObject({ recargos: 2, estudiantes: 1, montos: [{ moneda: 'DOP', total: '1000.00' }], prueba: true });
    expect((await cuenta()).body.balance).toBe(before);
    const run = await call('caja', 'POST', url, { periodoAcademicoId: periodo, fecha: '2027-03-15' });
    expect(run.body).toMatchObject({ recargos: 2, prueba: false });
    expect(
      (await cuenta()).body.cargos.filter((c: { tipo: string }) => c.tipo === 'recargo').map((c: { concepto: string }) => c.concepto.split(' · ')[1]),
    ).toEqual(['Cuota 1 de 4', 'Cuota 2 de 4']);
    expect((await call('caja', 'POST', url, { periodoAcademicoId: periodo, fecha: '2027-03-15' })).body.recargos).toBe(0);
    // Past the third's date, as a percentage of the instalment: 10 % of 10,000.00.
    await ctx.database.query(`update plan_pago set pl_pa_calcula_recargo_porciento = true, pl_pa_monto_recargo_cuota = 10`);
    const later = await call('caja', 'POST', url, { periodoAcademicoId: periodo, fecha: '2027-03-21' });
    expect(later.body).toMatchObject({ recargos: 1, montos: [{ total: '1000.00' }] });
    expect((await call('estudiante', 'POST', url, { periodoAcademicoId: periodo })).status).toBe(403);
  });

  it('discounts and scholarships come off the charges they affect when a term is written', async () => {
    const mayo = await idOf(
      ctx,
      `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
       values ('Mayo-Agosto 2027', '2027-2', 2027, 2, '2027-05-10', '2027-08-21') returning periodo_academico_id as id`,
    );
    const beca = await idOf(ctx, `select tipo_descuento_id as id from tipo_descuento where ti_de_beca order by 1 limit 1`);
    const url = '/api/financieros/estudiante-descuento-pago';
    const base = { estudianteCarreraId: ec, periodoAcademicoId: mayo, tipoDescuentoId: beca };
    expect((await call('caja', 'POST', url, { ...base, dePaPorcentaje_Monto: '120' })).status).toBe(400);
    expect((await call('caja', 'POST', url, { ...base, dePaPorcentaje_Monto: '25', vence: true })).status).toBe(400);
    expect((await call('caja', 'POST', url, { ...base, dePaPorcentaje_Monto: '25', dePaAfecta_Mensualidad: false })).status).toBe(400);
    const pct = await call('caja', 'POST', url, { ...base, dePaPorcentaje_Monto: '25' });
    expect(pct.status, JSON.stringify(pct.body)).toBe(201);
    expect(pct.body).toMatchObject({ matricula, beca: true, dePaPorcentaje_Monto: '25.00', periodo: 'Mayo-Agosto 2027' });
    await call('caja', 'POST', url, {
      ...base,
      dePaPorcentaje: false,
      dePaPorcentaje_Monto: '500',
      dePaAfecta_Inscripcion: true,
      dePaAfecta_Mensualidad: false,
    });
    // A discount of another term, or withdrawn, does not count.
    const viejo = await call('caja', 'POST', url, { ...base, periodoAcademicoId: periodo, dePaPorcentaje_Monto: '50' });
    await call('caja', 'PUT', `${url}/${pct.body.estudianteDescuentoPagoId}`, { ...base, dePaPorcentaje_Monto: '25', estatus: true });
    expect(viejo.status).toBe(201);
    const r = await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${mayo}/cargos`);
    const mayoCargos = r.body.cargos.filter((c: { periodoAcademicoId: number }) => c.periodoAcademicoId === mayo);
    expect(mayoCargos.map((c: { monto: string; descuento: string }) => `${c.monto}/${c.descuento}`)).toEqual([
      '2500.00/500.00',
      '7500.00/2500.00',
      '7500.00/2500.00',
      '7500.00/2500.00',
      '7500.00/2500.00',
    ]);
    const found = await call('caja', 'GET', `${url}/matricula/${matricula}?soloBecas=true`);
    expect(found.body).toHaveLength(3);
    expect((await call('estudiante', 'GET', url)).status).toBe(403);
  });

  it('a payment towards the balance pays the oldest owed first, each in full before the next; never more than the balance', async () => {
    const c = (await cuenta()).body;
    const pendientes = c.cargos.filter((x: { pendiente: string }) => x.pendiente !== '0.00');
    const monto = fromCents(cents(pendientes[0].pendiente) + 10000n); // the oldest in full and 100.00 of the next
    const pagar = (m: string, n: string) =>
      call('caja', 'POST', '/api/financieros/cobros-servicios/pago-balance', {
        clave: `balance-${n}-${Date.now()}`,
        pagador: { tipo: 'estudiante', codigo: matricula },
        monedaPagoId: ids.dop,
        tipoNcfId: ids.b02,
        monto: m,
        formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: m }],
      });
    const r = await pagar(monto, 'a');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.cargos).toEqual([
      expect.objectContaining({ cargoEstudianteId: pendientes[0].cargoEstudianteId, monto: pendientes[0].pendiente }),
      expect.objectContaining({ cargoEstudianteId: pendientes[1].cargoEstudianteId, monto: '100.00' }),
    ]);
    const despues = (await cuenta()).body;
    expect(despues.balance).toBe(fromCents(cents(c.balance) - cents(monto)));
    const mucho = await pagar(fromCents(cents(despues.balance) + 1n), 'b');
    expect(mucho.status).toBe(409);
    expect(mucho.body).toMatchObject({ code: 'pago_excede_balance', message: expect.stringContaining(formatMoney(despues.balance, 'DOP')) });
  });

  it("a change of plan from a term on: that term's charges follow the new plan; a plan of another campus does not apply", async () => {
    const sept = await idOf(
      ctx,
      `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
       values ('Septiembre-Diciembre 2027', '2027-3', 2027, 3, '2027-09-06', '2027-12-18') returning periodo_academico_id as id`,
    );
    const especial = await call('admin', 'POST', '/api/financieros/planes-pagos', {
      plPaDescripcion: 'Plan especial CONT',
      sedeId: ids.sd,
      monedaPagoId: ids.dop,
      plPaMontoTotal: '30000',
      plPaCantidad_Pago: 2,
    });
    expect(especial.status, JSON.stringify(especial.body)).toBe(201);
    const otraSede = await call('admin', 'POST', '/api/financieros/planes-pagos', {
      plPaDescripcion: 'Plan de Santiago',
      sedeId: await idOf(ctx, `select sede_id as id from sede where sede_id <> $1 order by 1 limit 1`, [ids.sd]),
      monedaPagoId: ids.dop,
      plPaMontoTotal: '1000',
      plPaCantidad_Pago: 1,
    });
    expect(otraSede.status, JSON.stringify(otraSede.body)).toBe(201);
    const url = '/api/financieros/EstudianteCambioPlanPago/postCambioPlanPago';
    const no = await call('caja', 'POST', url, { estudianteCarreraId: ec, periodoAcademicoId: sept, planPagoId: otraSede.body.planPagoId });
    expect(no.body.code).toBe('plan_no_aplica');
    const r = await call('caja', 'POST', url, { estudianteCarreraId: ec, periodoAcademicoId: sept, planPagoId: especial.body.planPagoId });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ plan: 'Plan especial CONT', periodo: 'Septiembre-Diciembre 2027', matricula });
    const cargos = (await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${sept}/cargos`)).body.cargos.filter(
      (c: { periodoAcademicoId: number; tipo: string }) => c.periodoAcademicoId === sept && c.tipo === 'cuota',
    );
    expect(cargos.map((c: { monto: string }) => c.monto)).toEqual(['15000.00', '15000.00']); // 30,000 in two (May's scholarship was for May only)
    const found = await call('caja', 'GET', `/api/financieros/EstudianteCambioPlanPago/tipoestudianteid/estudiante/codigoestudiante/${matricula}`);
    expect(found.body).toHaveLength(1);
  });
});
