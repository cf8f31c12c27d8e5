import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { conPlanRegular, finanzasFixture } from './finanzas.fixture.ts';

/*
 * Charges written by hand: a special subject at the tutoring price per credit, a selection change at
 * its fee (the credits added cost nothing more on a fixed plan); priced by the institution's services,
 * posted to the ledger, refused with a reason when no service is priced.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let ec: number;
let periodo: number;
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cargar = (payload: object, as = 'caja') =>
  call(as, 'POST', '/api/financieros/cargos-estudiantes', { estudianteCarreraId: ec, periodoAcademicoId: periodo, ...payload });

beforeAll(async () => {
  let career: { carreraId: number; planEstudioId: number };
  ({ ctx, ids, estudianteCarreraId: ec, career } = await finanzasFixture());
  periodo = await conPlanRegular(ctx, ids, career.carreraId, ec);
  // A subject of the student's study plan: four credits in it.
  await ctx.database.query(
    `with a as (insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id)
                values ('CON-210', 'Contabilidad de costos', 3, (select min(escuela_id) from escuela), (select min(tipo_asignatura_id) from tipo_asignatura))
                returning asignatura_id)
     insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos) select $1, 3, asignatura_id, 4 from a`,
    [career.planEstudioId],
  );
});
afterAll(() => ctx.close());

describe('charges written by hand', () => {
  it('refuses a special subject while no tutoring service is priced, writing nothing', async () => {
    const [asignatura] = (await call('caja', 'GET', `/api/financieros/cargos-estudiantes/asignaturas/${ec}`)).body;
    const r = await cargar({ tipo: 'asignatura_especial', asignaturaId: asignatura.asignaturaId });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'servicio_sin_precio', message: expect.stringContaining('DOP') });
    expect(await countRows(ctx.database, 'cargo_estudiante')).toBe(0);
  });

  it('charges a special subject of the student’s plan its credits at the tutoring price, and posts it to the service’s account', async () => {
    const cuenta = await call('admin', 'POST', '/api/financieros/catalogo-cuenta', {
      cuCoCodigo: '4.1.06',
      cuCoDescripcion: 'Tutorías',
      cuCoAceptaMovimientos: true,
    });
    const tutoria = await call('admin', 'POST', '/api/financieros/servicios-contables', {
      seCoDescripcion: 'Tutoría (por crédito)',
      seCoServ_Tutorias: true,
      detalles: [{ monedaPagoId: ids.dop, seCoDeMonto: '3000', cuentaContableCatalogoId: cuenta.body.cuentaContableCatalogoId }],
    });
    expect(tutoria.status, JSON.stringify(tutoria.body)).toBe(201);
    const asignaturas = (await call('caja', 'GET', `/api/financieros/cargos-estudiantes/asignaturas/${ec}`)).body;
    const a = asignaturas[0];
    expect(a).toMatchObject({ codigo: 'CON-210', creditos: 4, termino: 3 });
    const r = await cargar({ tipo: 'asignatura_especial', asignaturaId: a.asignaturaId, fechaVence: '2027-02-15' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const cargo = r.body.cargos.find((c: { concepto: string }) => c.concepto.startsWith('Asignatura especial'));
    expect(cargo).toMatchObject({
      tipo: 'cargo',
      monto: (a.creditos * 3000).toFixed(2),
      fechaVence: '2027-02-15',
      concepto: expect.stringContaining(a.codigo),
    });
    const [linea] = await ctx.database.query<{ credito: string }>(
      `select l.credito::text as credito from transaccion_contable t join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
        where t.cargo_estudiante_id = $1 and l.cuenta_contable_catalogo_id = $2`,
      [cargo.cargoEstudianteId, cuenta.body.cuentaContableCatalogoId],
    );
    expect(linea.credito).toBe(cargo.monto);
  });

  it('charges a selection change its fee; on a fixed plan the credits added cost nothing more', async () => {
    await call('admin', 'POST', '/api/financieros/servicios-contables', {
      seCoDescripcion: 'Modificación de selección',
      seCoPagoModificacion: true,
      detalles: [{ monedaPagoId: ids.dop, seCoDeMonto: '500' }],
    });
    const r = await cargar({ tipo: 'modificacion_credito', creditos: 3 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.cargos.find((c: { concepto: string }) => c.concepto.startsWith('Modificación'))).toMatchObject({
      monto: '500.00',
      concepto: expect.stringContaining('+3 créditos'),
    });
  });

  it('refuses a subject outside the plan and bad input with a 400, a student with a 403, and writes nothing', async () => {
    const antes = await countRows(ctx.database, 'cargo_estudiante');
    const fuera = await cargar({ tipo: 'asignatura_especial', asignaturaId: 999999 });
    expect(fuera.status).toBe(400);
    expect(fuera.body.fields.asignaturaId).toMatch(/plan de estudios/);
    expect((await cargar({ tipo: 'modificacion_credito', creditos: 0 })).status).toBe(400);
    expect((await cargar({ tipo: 'otro' })).status).toBe(400);
    expect((await cargar({ tipo: 'modificacion_credito', creditos: 2 }, 'estudiante')).status).toBe(403);
    expect((await call('estudiante', 'GET', `/api/financieros/cargos-estudiantes/asignaturas/${ec}`)).status).toBe(403);
    expect(await countRows(ctx.database, 'cargo_estudiante')).toBe(antes);
  });

  it('annuls one written by mistake while nothing is paid: it leaves the account, its entry is reversed, the reason kept; never twice', async () => {
    const cuenta = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body;
    const cargo = cuenta.cargos.find((c: { concepto: string }) => c.concepto.startsWith('Modificación'));
    const url = `/api/financieros/cargos-estudiantes/${cargo.cargoEstudianteId}/anular`;
    expect((await call('caja', 'POST', url, { motivo: 'Error' })).status).toBe(400);
    expect((await call('estudiante', 'POST', url, { motivo: 'Se cargó al estudiante equivocado.' })).status).toBe(403);
    const r = await call('caja', 'POST', url, { motivo: 'Se cargó al estudiante equivocado.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.cargos.some((c: { cargoEstudianteId: number }) => c.cargoEstudianteId === cargo.cargoEstudianteId)).toBe(false);
    expect(r.body.balance).toBe((Number(cuenta.balance) - 500).toFixed(2));
    const asientos = await ctx.database.query<{ origen: string; debito: string; credito: string; concepto: string }>(
      `select t.origen, sum(l.debito)::text as debito, sum(l.credito)::text as credito, t.concepto
         from transaccion_contable t join transaccion_contable_linea l using (transaccion_contable_id)
        where t.cargo_estudiante_id = $1 group by t.transaccion_contable_id order by t.transaccion_contable_id`,
      [cargo.cargoEstudianteId],
    );
    expect(asientos.map((a) => `${a.origen} ${a.debito}/${a.credito}`)).toEqual(['cargo 500.00/500.00', 'reverso 500.00/500.00']);
    expect(asientos[1].concepto).toContain('Se cargó al estudiante equivocado.');
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entidad = 'cargo_estudiante' and accion = 'anular'`,
    );
    expect(n).toBe(1);
    const otra = await call('caja', 'POST', url, { motivo: 'Se cargó al estudiante equivocado.' });
    expect(otra.status).toBe(409);
    expect(otra.body.code).toBe('cargo_no_anulable');
  });

  it('refuses to annul one paid in part (annul the receipt first), or a charge from the plan', async () => {
    const cuenta = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body;
    const especial = cuenta.cargos.find((c: { concepto: string }) => c.concepto.startsWith('Asignatura especial'));
    const pago = await call('caja', 'POST', '/api/financieros/cobros-servicios', {
      clave: `anular-manual-${Date.now()}`,
      pagador: { tipo: 'estudiante', codigo: cuenta.matricula },
      monedaPagoId: ids.dop,
      tipoNcfId: ids.b02,
      cargos: [{ cargoEstudianteId: especial.cargoEstudianteId, monto: '100' }],
      formasPago: [{ tipoFormaPagoId: ids.efectivo, monto: '100' }],
    });
    expect(pago.status, JSON.stringify(pago.body)).toBe(201);
    const r = await call('caja', 'POST', `/api/financieros/cargos-estudiantes/${especial.cargoEstudianteId}/anular`, {
      motivo: 'El estudiante ya no la cursará.',
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'cargo_con_pagos', message: expect.stringContaining('DOP 100.00') });
    await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
    const cuota = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body.cargos.find((c: { tipo: string }) => c.tipo === 'cuota');
    const plan = await call('caja', 'POST', `/api/financieros/cargos-estudiantes/${cuota.cargoEstudianteId}/anular`, { motivo: 'No corresponde esta cuota.' });
    expect(plan.status).toBe(409);
    expect(plan.body.code).toBe('cargo_no_anulable');
  });
});
