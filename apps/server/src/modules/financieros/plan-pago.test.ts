import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { idOf, sedeId } from '../../test/academic-fixtures.ts';

/* Payment plans: a catalogue with its instalments, which must add up; the campuses the form offers. */

let ctx: TestContext;
let plan: Record<string, unknown>;
beforeAll(async () => {
  ctx = await createTestContext();
  plan = {
    plPaDescripcion: 'Plan regular de prueba',
    sedeId: await sedeId(ctx, 'SD'),
    monedaPagoId: await idOf(ctx, `select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`),
    plPaMontoTotal: '45000.50',
    plPaCantidad_Pago: 3,
    plPaMonto_Inscripcion: 3500,
    detalles: [
      { plPaDeCuota: 1, plPaDePorcentaje: '33.33', plPaDeDias: 0 },
      { plPaDeCuota: 2, plPaDePorcentaje: '33.33', plPaDeDias: 30 },
      { plPaDeCuota: 3, plPaDePorcentaje: '33.34', plPaDeDias: 60 },
    ],
  };
});
afterAll(() => ctx.close());

describe('payment plans', () => {
  it('are written with their instalments, amounts kept exactly', async () => {
    const r = await ctx.call({ method: 'POST', url: '/api/financieros/planes-pagos', as: 'caja', payload: plan });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const back = await ctx.call({ method: 'GET', url: `/api/financieros/planes-pagos/${r.body.planPagoId}`, as: 'caja' });
    expect(back.body).toMatchObject({ plPaCantidad_Pago: 3 });
    expect(back.body.plPaMontoTotal).toBe('45000.50');
    expect(back.body.detalles).toHaveLength(3);
  });

  it('refuse instalments that do not add up to the whole, or a per-credit plan without its price, writing nothing', async () => {
    const before = await countRows(ctx.database, 'plan_pago');
    const corto = await ctx.call({
      method: 'POST',
      url: '/api/financieros/planes-pagos',
      as: 'caja',
      payload: { ...plan, plPaDescripcion: 'Corto', detalles: [{ plPaDeCuota: 1, plPaDePorcentaje: '50', plPaDeDias: 0 }], plPaCantidad_Pago: 1 },
    });
    expect(corto.status).toBe(400);
    expect(corto.body.fields.detalles).toMatch(/100 %/);
    const credito = await ctx.call({
      method: 'POST',
      url: '/api/financieros/planes-pagos',
      as: 'caja',
      payload: { ...plan, plPaDescripcion: 'Crédito', plPaPorCredito: true },
    });
    expect(credito.body.fields).toHaveProperty('plPaCostoCredito');
    const tres = await ctx.call({
      method: 'POST',
      url: '/api/financieros/planes-pagos',
      as: 'caja',
      payload: { ...plan, plPaDescripcion: 'Tres', plPaMontoTotal: '1.005' },
    });
    expect(tres.status).toBe(400);
    expect(await countRows(ctx.database, 'plan_pago')).toBe(before);
  });

  it("offer the form the user's own campuses; a user without the screen may not ask", async () => {
    const r = await ctx.call({ method: 'GET', url: '/api/financieros/planes-pagos/sedes-usuario', as: 'caja' });
    expect(r.status).toBe(200);
    expect(r.body.map((s: { sedeDescripcion: string }) => s.sedeDescripcion)).toEqual([expect.stringContaining('Santo Domingo')]);
    expect((await ctx.call({ method: 'GET', url: '/api/financieros/planes-pagos/sedes-usuario', as: 'estudiante' })).status).toBe(403);
  });
});
