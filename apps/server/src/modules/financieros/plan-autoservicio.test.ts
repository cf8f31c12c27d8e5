import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { conPlanRegular, cuentaDeEstudiante, finanzasFixture } from './finanzas.fixture.ts';

/*
 * A student chooses their payment plan in self-service: among the plans the institution offers there
 * (`plPaAutoservicio`), for the term open to enrolment; the term's charges then follow it; once they
 * are written the choice is closed. Nobody chooses for another student.
 */

let ctx: TestContext;
let ids: Record<string, number>;
let ec: number;
let periodo: number;
let mensual: number;
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) => ctx.call({ method, url, as, payload });
const mis = () => call('alumna', 'GET', '/api/financieros/cuentas/mias/planes');
const elegir = (planPagoId: number, as = 'alumna', estudianteCarreraId = ec) =>
  call(as, 'POST', '/api/financieros/cuentas/mias/planes', { estudianteCarreraId, planPagoId });

beforeAll(async () => {
  const f = await finanzasFixture();
  ({ ctx, ids } = f);
  ec = f.estudianteCarreraId;
  periodo = await conPlanRegular(ctx, ids, f.career.carreraId, ec);
  await cuentaDeEstudiante(ctx, f.matricula, 'alumna');
  const plan = await call('admin', 'POST', '/api/financieros/planes-pagos', {
    plPaDescripcion: 'Plan mensual CONT',
    sedeId: ids.sd,
    carreraId: f.career.carreraId,
    monedaPagoId: ids.dop,
    plPaMontoTotal: '42000',
    plPaCantidad_Pago: 6,
    plPaMonto_Inscripcion: '3500',
    plPaAutoservicio: true,
    detalles: [1, 2, 3, 4, 5, 6].map((c) => ({ plPaDeCuota: c, plPaDePorcentaje: c < 6 ? '16.67' : '16.65', plPaDeDias: (c - 1) * 20 })),
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  mensual = plan.body.planPagoId;
});
afterAll(() => ctx.close());

describe('a payment plan chosen in self-service', () => {
  it('waits for a term open to enrolment', async () => {
    const r = await mis();
    expect(r.status).toBe(200);
    expect(r.body).toEqual([expect.objectContaining({ estudianteCarreraId: ec, periodoAcademicoId: null, actual: 'Plan regular CONT', cerrada: false })]);
    expect((await elegir(mensual)).body.code).toBe('sin_periodo_inscripcion');
  });

  it('offers the plans the institution lets students choose; the choice is theirs, audited, and the term is charged by it', async () => {
    await ctx.database.query(`update periodo_academico set pe_ac_periodo_inscripcion = true where periodo_academico_id = $1`, [periodo]);
    const antes = (await mis()).body[0];
    expect(antes).toMatchObject({ periodoAcademicoId: periodo, actual: 'Plan regular CONT', elegido: null });
    // Only the plan offered in self-service; the regular one is the career's default, not on offer.
    expect(antes.planes).toEqual([
      { planPagoId: mensual, descripcion: 'Plan mensual CONT', moneda: 'DOP', montoTotal: '42000.00', cuotas: 6, inscripcion: '3500.00' },
    ]);
    // Nobody chooses the default by this door, nor for another student.
    expect((await elegir(antes.planes[0].planPagoId + 1000)).body.code).toBe('plan_no_aplica');
    expect((await elegir(mensual, 'estudiante')).status).toBe(403);
    const r = await elegir(mensual);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ elegido: mensual, actual: 'Plan mensual CONT', cerrada: false });
    // Choosing again corrects the choice rather than adding another.
    expect((await elegir(mensual)).status).toBe(200);
    const [{ cambios, auditados }] = await ctx.database.query<{ cambios: number; auditados: number }>(
      `select (select count(*) from estudiante_cambio_plan_pago where periodo_academico_id = $1)::int as cambios,
              (select count(*) from audit_log where entidad = 'estudiante_cambio_plan_pago' and despues::text like '%autoservicio%')::int as auditados`,
      [periodo],
    );
    expect([cambios, auditados]).toEqual([1, 2]);
    // The term's charges follow the plan chosen: six instalments.
    const g = await call('caja', 'POST', `/api/financieros/cuentas/estudiantes/${ec}/periodo/${periodo}/cargos`);
    expect(g.status, JSON.stringify(g.body)).toBeLessThan(300);
    const cuotas = (await call('caja', 'GET', `/api/financieros/cuentas/estudiantes/${ec}`)).body.cargos.filter((c: { tipo: string }) => c.tipo === 'cuota');
    expect(cuotas).toHaveLength(6);
  });

  it('is closed once the term is charged', async () => {
    expect((await mis()).body[0]).toMatchObject({ cerrada: true, elegido: mensual });
    const r = await elegir(mensual);
    expect([r.status, r.body.code]).toEqual([409, 'plan_ya_cobrado']);
    expect(r.body.message).toContain('Enero-Abril 2027');
  });
});
