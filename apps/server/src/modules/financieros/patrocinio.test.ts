import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { idOf } from '../../test/academic-fixtures.ts';
import { conPlanRegular, finanzasFixture } from './finanzas.fixture.ts';

/*
 * Sponsors: a company's sponsorship takes its share off a student's term, and the company owes that
 * share as a charge of its own. The student's account never shows it; the company finds and pays it
 * at the register; the sponsors' balance says what each was charged, paid and still owes; the ledger
 * posts it like any charge.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let matricula: string;
let ec: number;
let periodo: number;
let empresaId: number;
let n = 0;
const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const cobrar = (pagador: object, cargos: object[], monto: string) =>
  call('caja', 'POST', '/api/financieros/cobros-servicios', {
    clave: `patrocinio-${Date.now()}-${++n}`,
    pagador,
    monedaPagoId: ids.dop,
    tipoNcfId: ids.b01,
    rnc: '131234567',
    cargos,
    formasPago: [{ tipoFormaPagoId: ids.efectivo, monto }],
  });

beforeAll(async () => {
  let career: { carreraId: number };
  ({ ctx, ids, matricula, estudianteCarreraId: ec, career } = await finanzasFixture());
  periodo = await conPlanRegular(ctx, ids, career.carreraId, ec);
  empresaId = await idOf(ctx, `select id from dgii_rnc where rnc_id = '131234567'`);
  const patrocinio = await idOf(ctx, `select tipo_descuento_id as id from tipo_descuento where ti_de_patrocinio order by 1 limit 1`);
  const beca = await idOf(ctx, `select tipo_descuento_id as id from tipo_descuento where ti_de_beca order by 1 limit 1`);
  const url = '/api/financieros/estudiante-descuento-pago';
  // The company pays half the term (fee and tuition); the student also holds a 10 % scholarship nobody pays.
  for (const d of [
    { tipoDescuentoId: patrocinio, dePaPorcentaje_Monto: '50', dePaAfecta_Inscripcion: true, empresaId },
    { tipoDescuentoId: beca, dePaPorcentaje_Monto: '10' },
  ]) {
    const r = await call('caja', 'POST', url, { estudianteCarreraId: ec, periodoAcademicoId: periodo, ...d });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  const r = await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(() => ctx.close());

describe('sponsors', () => {
  it("the student owes the term less both discounts; the sponsor's share is not on the student's account", async () => {
    const c = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body;
    // 3,500 fee − 50 % = 1,750; 40,000 tuition − 60 % = 16,000.
    expect(c.balance).toBe('17750.00');
    expect(c.cargos.every((x: { tipo: string }) => x.tipo !== 'patrocinio')).toBe(true);
    const p = await call('caja', 'GET', `/api/financieros/cobros-servicios/estudiante/codigoestudiante/${matricula}`);
    expect(p.body.cargos.every((x: { tipo: string }) => x.tipo !== 'patrocinio')).toBe(true);
  });

  it("writes the sponsor's charge once: what its sponsorship took off, due when the term starts, posted to the ledger", async () => {
    // Writing the term again adds nothing, to the student or the sponsor.
    await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
    const cargos = await ctx.database.query<{ monto: string; fecha: string; concepto: string; asientos: number; cuadra: boolean }>(
      `select c.monto::text as monto, to_char(c.fecha_vence, 'YYYY-MM-DD') as fecha, c.concepto,
              (select count(*) from transaccion_contable t where t.cargo_estudiante_id = c.cargo_estudiante_id)::int as asientos,
              (select sum(l.debito) = sum(l.credito) and sum(l.debito) = c.monto from transaccion_contable t join transaccion_contable_linea l using (transaccion_contable_id)
                where t.cargo_estudiante_id = c.cargo_estudiante_id) as cuadra
         from cargo_estudiante c where c.empresa_id = $1`,
      [empresaId],
    );
    expect(cargos).toEqual([
      {
        monto: '21750.00',
        fecha: '2027-01-11',
        concepto: expect.stringMatching(new RegExp(`^Patrocinio · .+ \\(${matricula}\\) · Enero-Abril 2027$`)),
        asientos: 1,
        cuadra: true,
      },
    ]);
  });

  it('the company finds its charge at the register and pays part of it; a student cannot pay it, nor the company a student’s', async () => {
    const p = await call('caja', 'GET', '/api/financieros/cobros-servicios/tipoestudianteid/empresa/codigoestudiante/131234567/periodo/0');
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body).toMatchObject({ tipo: 'empresa', empresaId, cargos: [{ tipo: 'patrocinio', pendiente: '21750.00' }] });
    const cargoId = p.body.cargos[0].cargoEstudianteId;
    const comoEstudiante = await cobrar({ tipo: 'estudiante', codigo: matricula }, [{ cargoEstudianteId: cargoId, monto: '100' }], '100');
    expect(comoEstudiante.status).toBe(400);
    const delEstudiante = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body.cargos[0].cargoEstudianteId;
    expect((await cobrar({ tipo: 'empresa', codigo: '131234567' }, [{ cargoEstudianteId: delEstudiante, monto: '100' }], '100')).status).toBe(400);
    const r = await cobrar({ tipo: 'empresa', codigo: '131234567' }, [{ cargoEstudianteId: cargoId, monto: '15000' }], '15000');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      pagador: 'empresa',
      total: '15000.00',
      ncf: expect.stringMatching(/^B01/),
      cargos: [{ cargoEstudianteId: cargoId, monto: '15000.00' }],
    });
  });

  it("the sponsors' balance: charged, paid and owed per company; its account lists the student it sponsors and the receipt", async () => {
    const r = await call('caja', 'GET', '/api/financieros/balance-patrocinadores?value=constructora');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual([
      {
        empresaId,
        rnc: '131234567',
        nombre: 'Constructora Ejemplo SRL',
        moneda: 'DOP',
        estudiantes: 1,
        cargado: '21750.00',
        pagado: '15000.00',
        balance: '6750.00',
        vencido: expect.any(String),
      },
    ]);
    expect((await call('caja', 'GET', '/api/financieros/balance-patrocinadores?value=nadie')).body).toEqual([]);
    const c = await call('caja', 'GET', `/api/financieros/balance-patrocinadores/${empresaId}`);
    expect(c.body).toMatchObject({
      rnc: '131234567',
      cargos: [{ matricula, pagado: '15000.00', pendiente: '6750.00' }],
      pagos: [{ aplicado: '15000.00', estado: 'emitido' }],
    });
    expect((await call('caja', 'GET', '/api/financieros/balance-patrocinadores/999999')).status).toBe(404);
  });

  it('is finance’s: a student gets 403, and a bad id is a 400', async () => {
    expect((await call('estudiante', 'GET', '/api/financieros/balance-patrocinadores')).status).toBe(403);
    expect((await call('estudiante', 'GET', `/api/financieros/balance-patrocinadores/${empresaId}`)).status).toBe(403);
    expect((await call('caja', 'GET', '/api/financieros/balance-patrocinadores/abc')).status).toBe(400);
  });
});
