import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import type { Institution } from '../../platform/config.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, idOf, registerStudent, sedeId } from '../../test/academic-fixtures.ts';

/**
 * Finance set up for a test: a register shared by `caja` and `caja2`, another supervised by the
 * administrator, NCF ranges (consumer, fiscal credit, an expired one for the government), a taxpayer
 * in the DGII registry, services priced in pesos and dollars, and a student of a new career.
 */
export async function finanzasFixture(o: { institution?: (i: Institution) => Institution } = {}) {
  const ctx = await createTestContext({ institution: o.institution });
  const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call({ method, url, as, payload });
  const sd = await sedeId(ctx, 'SD');
  const q = (s: string, p: unknown[] = []) => idOf(ctx, s, p);
  // A second cashier on the same register as `caja`; the administrator supervises another register.
  await ctx.database.query(
    `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
     select persona_id, 'caja2', 'caja2@prueba.edu.do', clave_hash, rol_id from usuario where usua_nombre = 'caja'`,
  );
  const cajaA = (await call('admin', 'POST', '/api/financieros/cajas', { cajaDescripcion: 'Caja principal', sedeId: sd })).body.cajaId;
  const cajaB = (await call('admin', 'POST', '/api/financieros/cajas', { cajaDescripcion: 'Caja de supervisión', sedeId: sd })).body.cajaId;
  for (const [u, cajaId, esSupervisor] of [
    ['caja', cajaA, false],
    ['caja2', cajaA, false],
    ['admin', cajaB, true],
  ] as const) {
    const usuarioId = await q(`select usuario_id as id from usuario where usua_nombre = $1`, [u]);
    const r = await call('admin', 'POST', '/api/financieros/cajeros', { usuarioId, cajaId, esSupervisor });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  const b02 = await q(`select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B02%'`);
  const b01 = await q(`select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B01%'`);
  const b15 = await q(`select tipo_ncf_id as id from tipo_ncf where ti_nc_descripcion like 'B15%'`);
  for (const n of [
    { tipoNcfid: b02, ncfireferencia: 'B02', ncfisecuenciaDesde: 101, ncfisecuenciaHasta: 100000, ncfifechaVencimiento: '2099-12-31' },
    { tipoNcfid: b01, ncfireferencia: 'B01', ncfisecuenciaDesde: 1, ncfisecuenciaHasta: 1000, ncfifechaVencimiento: '2099-12-31' },
    // Fiscal numbers for the government: a range that has since expired (no range is written expired).
    { tipoNcfid: b15, ncfireferencia: 'B15', ncfisecuenciaDesde: 1, ncfisecuenciaHasta: 1000, ncfifechaVencimiento: '2099-12-31' },
  ]) {
    const r = await call('admin', 'POST', '/api/financieros/ncf', { ...n, sedeId: sd });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  await ctx.database.query(`update ncf set ncfifecha_vencimiento = '2020-12-31' where ncfireferencia = 'B15'`);
  await call('admin', 'POST', '/api/generales/dgii-rnc', { rncId: '131234567', nombre: 'Constructora Ejemplo SRL', estatusDescr: 'ACTIVO' });
  const dop = await q(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`);
  const usd = await q(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'USD'`);
  const servicio = async (d: string, detalles: object[]) => {
    const r = await call('admin', 'POST', '/api/financieros/servicios-contables', { seCoDescripcion: d, detalles });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.servicioContableId as number;
  };
  const certificacion = await servicio('Certificación de notas', [
    { monedaPagoId: dop, seCoDeMonto: '1500.00' },
    { monedaPagoId: usd, seCoDeMonto: '25' },
  ]);
  const carnet = await servicio('Carnet estudiantil', [{ monedaPagoId: dop, seCoDeMonto: '350.50' }]);
  const soloUsd = await servicio('Curso de inglés en línea', [{ monedaPagoId: usd, seCoDeMonto: '120' }]);
  const forma = (d: string) => q(`select tipo_forma_pago_contable_id as id from tipo_forma_pago where ti_fp_descripcion = $1`, [d]);
  const ids = {
    sd,
    dop,
    usd,
    b02,
    b01,
    b15,
    certificacion,
    carnet,
    soloUsd,
    efectivo: await forma('Efectivo'),
    tarjeta: await forma('Tarjeta de crédito'),
    credito: await forma('Crédito a favor'),
    visa: await q(`select tipo_tarjeta_credito_id as id from tipo_tarjeta_credito where ti_ta_descripcion = 'Visa'`),
  };
  const career = await careerWithPlan(ctx, 'CONT', [sd]);
  const student = await registerStudent(ctx, { ...career, sedeId: sd });
  return { ctx, ids, career, matricula: student.matriculaId, estudianteCarreraId: student.carreras[0].estudianteCarreraId };
}

/**
 * A term (January–April 2027) the fixture's student entered in, a regular plan for their career on the
 * main campus (40,000 in four instalments of 25 %, enrolment 3,500, late fee 500), and `caja`'s register
 * open. Answers the term.
 */
export async function conPlanRegular(ctx: TestContext, ids: Record<string, number>, carreraId: number, estudianteCarreraId: number) {
  const call = (as: string, method: 'POST', url: string, payload?: object) => ctx.call({ method, url, as, payload });
  const periodo = await idOf(
    ctx,
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Enero-Abril 2027', '2027-1', 2027, 1, '2027-01-11', '2027-04-30') returning periodo_academico_id as id`,
  );
  await ctx.database.query(`update estudiante_carrera set periodo_ingreso_id = $1 where estudiante_carrera_id = $2`, [periodo, estudianteCarreraId]);
  const plan = await call('admin', 'POST', '/api/financieros/planes-pagos', {
    plPaDescripcion: 'Plan regular CONT',
    sedeId: ids.sd,
    carreraId,
    monedaPagoId: ids.dop,
    plPaMontoTotal: '40000',
    plPaCantidad_Pago: 4,
    plPaMonto_Inscripcion: '3500',
    plPaMonto_Reinscripcion: '3000',
    plPaMontoRecargoCuota: '500',
    plPaDefault: true,
    detalles: [1, 2, 3, 4].map((c) => ({ plPaDeCuota: c, plPaDePorcentaje: '25', plPaDeDias: (c - 1) * 30 })),
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  expect((await call('caja', 'POST', '/api/financieros/cajas-aperturas', { fondos: [] })).status).toBe(201);
  return periodo;
}

/** Gives a student (by matrícula) an account to sign in with, as `usuario` (the demo student's password). */
export async function cuentaDeEstudiante(ctx: TestContext, matricula: string, usuario: string) {
  await ctx.database.query(
    `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
     select e.persona_id, $2::text, $2::text || '@prueba.edu.do', (select clave_hash from usuario where usua_nombre = 'estudiante'), $3
       from estudiante e where e.matricula = $1`,
    [matricula, usuario, rolEstudiante],
  );
}

/**
 * The main campus's online register: a register that takes online payments with consumer receipts
 * (B02), worked by an account nobody signs in to; and the certification and the ID card offered online.
 */
export async function conCajaEnLinea(ctx: TestContext, ids: Record<string, number>) {
  const call = (method: 'POST', url: string, payload: object) => ctx.call({ method, url, as: 'admin', payload });
  const caja = await call('POST', '/api/financieros/cajas', { cajaDescripcion: 'Pagos en línea', sedeId: ids.sd, cajaEnLinea: true, tipoNcfId: ids.b02 });
  expect(caja.status, JSON.stringify(caja.body)).toBe(201);
  const usuarioId = await idOf(
    ctx,
    `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
     select persona_id, 'pagos.linea', 'pagos.linea@prueba.edu.do', '!', rol_id from usuario where usua_nombre = 'caja' returning usuario_id as id`,
  );
  const cajero = await call('POST', '/api/financieros/cajeros', { usuarioId, cajaId: caja.body.cajaId, esSupervisor: false });
  expect(cajero.status, JSON.stringify(cajero.body)).toBe(201);
  await ctx.database.query(`update servicio_contable set se_co_paga_online = true where servicio_contable_id = any($1::int[])`, [
    [ids.certificacion, ids.carnet],
  ]);
  return { cajaId: caja.body.cajaId as number, cajeroUsuarioId: usuarioId };
}

/** The fixture's student pays part or all of one charge at the counter, in cash (`caja`, a consumer receipt). */
export const pagarCargoEnCaja = (f: Awaited<ReturnType<typeof finanzasFixture>>, cargoEstudianteId: number, monto: string) =>
  f.ctx.call({
    method: 'POST',
    url: '/api/financieros/cobros-servicios',
    as: 'caja',
    payload: {
      clave: randomUUID(),
      pagador: { tipo: 'estudiante', codigo: f.matricula },
      monedaPagoId: f.ids.dop,
      tipoNcfId: f.ids.b02,
      cargos: [{ cargoEstudianteId, monto }],
      formasPago: [{ tipoFormaPagoId: f.ids.efectivo, monto }],
    },
  });
