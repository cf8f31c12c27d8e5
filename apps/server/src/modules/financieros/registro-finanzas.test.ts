import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * Finance plugged into registration: a term's first section writes the term's charges from the
 * student's plan (once); a past-due balance holds the student, saying why, until it is paid or an
 * enrolment authorisation lets them register anyway.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let estudianteId: number;
const cargos = async (ec: number) =>
  (
    await f.ctx.database.query<{ tipo: string; monto: string }>(
      `select tipo, monto::text as monto from cargo_estudiante where estudiante_carrera_id = $1 order by cuota`,
      [ec],
    )
  ).map((r) => `${r.tipo} ${r.monto}`);

beforeAll(async () => {
  f = await selectionFixture();
  const dop = (await f.ctx.database.query<{ id: number }>(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`))[0].id;
  const plan = await f.ctx.call({
    method: 'POST',
    url: '/api/financieros/planes-pagos',
    as: 'admin',
    payload: {
      plPaDescripcion: 'Plan SELX',
      sedeId: f.ids.sd,
      carreraId: f.ids.carrera,
      monedaPagoId: dop,
      plPaMontoTotal: '40000',
      plPaCantidad_Pago: 4,
      plPaMonto_Inscripcion: '3500',
      plPaDefault: true,
    },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  estudianteId = (
    await f.ctx.database.query<{ id: number }>(`select estudiante_id as id from estudiante_carrera where estudiante_carrera_id = $1`, [f.ids.otro])
  )[0].id;
});
afterAll(() => f.ctx.close());

describe('finance in registration', () => {
  it("the term's first section writes its charges from the plan, once", async () => {
    expect((await f.add(f.ids.otro, f.ids.a, 'registro')).status).toBe(201);
    expect(await cargos(f.ids.otro)).toEqual(['inscripcion 3500.00', 'cuota 10000.00', 'cuota 10000.00', 'cuota 10000.00', 'cuota 10000.00']);
    expect((await f.add(f.ids.otro, f.ids.c, 'registro')).status).toBe(201);
    expect(await cargos(f.ids.otro)).toHaveLength(5);
  });

  it('a past-due balance holds the student, saying why and how much', async () => {
    await f.ctx.database.query(
      `insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, tipo, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
       select $1, $2, 'cargo', 'Cuota atrasada', current_date - 30, 5000.25, moneda_pago_id, 1 from moneda_pago where mo_pa_codigo = 'DOP'`,
      [f.ids.otro, f.ids.cerrado],
    );
    const r = await f.add(f.ids.otro, f.ids.d, 'registro');
    expect(r.status).toBe(409);
    expect(JSON.stringify(r.body)).toContain('DOP 5,000.25');
    const en = await f.add(f.ids.otro, f.ids.d, 'registro', 'en');
    expect(JSON.stringify(en.body)).toContain('past due');
  });

  it('an enrolment authorisation in force lets them register; withdrawn, it no longer does', async () => {
    const base = '/api/financieros/estudiante-autorizacion-inscripcion';
    const sinAlcance = await f.ctx.call({ method: 'POST', url: base, as: 'caja', payload: { estudianteId, comentarios: 'Acuerdo con la familia.' } });
    expect(sinAlcance.status).toBe(400);
    const a = await f.ctx.call({
      method: 'POST',
      url: base,
      as: 'caja',
      payload: { estudianteId, periodoAcademicoId: f.ids.periodo, comentarios: 'Acuerdo de pago firmado con la familia.' },
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({ vigente: true, periodo: 'Enero–abril 2027', usuario: 'caja' });
    expect((await f.add(f.ids.otro, f.ids.d, 'registro')).status).toBe(201);
    const id = a.body.estudianteAutorizacionInscripcionId;
    const off = await f.ctx.call({
      method: 'PUT',
      url: `${base}/${id}`,
      as: 'caja',
      payload: { estudianteId, periodoAcademicoId: f.ids.periodo, comentarios: 'Acuerdo incumplido.', estatus: false },
    });
    expect(off.body).toMatchObject({ estatus: false, vigente: false });
    await f.ctx.call({ method: 'DELETE', url: `${f.url(f.ids.otro)}/secciones/${f.ids.d}`, as: 'registro' });
    expect((await f.add(f.ids.otro, f.ids.d, 'registro')).status).toBe(409);
    const found = await f.ctx.call({ method: 'GET', url: `${base}/matricula/9002`, as: 'caja' });
    expect(found.body.map((x: { comentarios: string }) => x.comentarios)).toEqual(['Acuerdo incumplido.']);
    const byName = await f.ctx.call({ method: 'GET', url: `${base}/nombres/prueba 2`, as: 'caja' });
    expect(byName.body).toHaveLength(1);
    expect((await f.ctx.call({ method: 'GET', url: base, as: 'estudiante' })).status).toBe(403);
  });
});
