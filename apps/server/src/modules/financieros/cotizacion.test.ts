import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sedeId } from '../../test/academic-fixtures.ts';
import { conPlanRegular, finanzasFixture } from './finanzas.fixture.ts';

let f: Awaited<ReturnType<typeof finanzasFixture>>;
let periodo: number;
beforeAll(async () => {
  f = await finanzasFixture();
  periodo = await conPlanRegular(f.ctx, f.ids, f.career.carreraId, f.estudianteCarreraId);
});
afterAll(() => f.ctx.close());

const cotizar = (q: string, as = 'caja') =>
  f.ctx.call({ method: 'GET', url: `/api/financieros/cotizacion?sedeId=${f.ids.sd}&carreraId=${f.career.carreraId}&periodoAcademicoId=${periodo}&${q}`, as });

describe("a term's price quote", () => {
  it('quotes what the plan would charge a new student, exactly the charges its account then gets', async () => {
    const r = await cotizar('nuevo=true');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      plan: 'Plan regular CONT',
      moneda: 'DOP',
      porCredito: false,
      periodo: 'Enero-Abril 2027',
      total: '43500.00',
      descuentoTotal: '0.00',
    });
    const escritos = await f.ctx.call({
      method: 'POST',
      url: `/api/financieros/cuentas/estudiantes/${f.estudianteCarreraId}/periodo/${periodo}/cargos`,
      as: 'admin',
    });
    expect(r.body.cargos.map((c: { monto: string; vence: string }) => [c.monto, c.vence])).toEqual(
      escritos.body.cargos.map((c: { monto: string; fechaVence: string }) => [c.monto, c.fechaVence]),
    );
  });

  it('quotes the re-enrolment fee for a student who continues, and a scholarship off the tuition', async () => {
    const r = await cotizar('nuevo=false&descuento=50');
    expect(r.body.cargos.map((c: { tipo: string; monto: string }) => `${c.tipo} ${c.monto}`)).toEqual([
      'inscripcion 3000.00',
      'cuota 5000.00',
      'cuota 5000.00',
      'cuota 5000.00',
      'cuota 5000.00',
    ]);
    expect(r.body).toMatchObject({ total: '23000.00', descuentoTotal: '20000.00' });
  });

  it('says when the campus has no plan for the career, refuses a discount above 100 %, and is staff’s', async () => {
    const otra = await sedeId(f.ctx, 'STI');
    const r = await f.ctx.call({
      method: 'GET',
      url: `/api/financieros/cotizacion?sedeId=${otra}&carreraId=${f.career.carreraId}&periodoAcademicoId=${periodo}`,
      as: 'caja',
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('No hay plan de pago');
    expect((await cotizar('descuento=120')).status).toBe(400);
    expect((await cotizar('', 'estudiante')).status).toBe(403);
  });
});
