import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

let f: Awaited<ReturnType<typeof selectionFixture>>;
beforeAll(async () => {
  f = await selectionFixture();
  const q = (s: string, p: unknown[] = []) => f.ctx.database.query<{ id: number }>(s, p);
  // Two sections of the same professor (Monday 8–10, Wednesday 8–9:30) and one of a professor with no pay category (Friday 10–11).
  const a = await f.section('a', 30, { diaId: 1, desde: '08:00', hasta: '10:00' });
  const b = await f.section('b', 30, { diaId: 3, desde: '08:00', hasta: '09:30' });
  const c = await f.section('c', 30, { diaId: 5, desde: '10:00', hasta: '11:00' });
  const dop = (await q(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`))[0].id;
  const cat = await f.ctx.call({
    method: 'POST',
    url: '/api/financieros/profesor-categoria-pago',
    as: 'admin',
    payload: { prCaDescripcion: 'Titular II', monedaPagoId: dop, prCaValor: '850' },
  });
  expect(cat.status, JSON.stringify(cat.body)).toBe(201);
  const profesor = async (nombre: string, codigo: string, categoria: number | null) =>
    (
      await q(
        `with p as (insert into persona (pers_nombres, pers_apellidos) values ($1, 'Docente') returning persona_id)
         insert into profesor (persona_id, prof_codigo_referencia, sede_id, profesor_categoria_pago_id) select persona_id, $2, $3, $4 from p returning profesor_id as id`,
        [nombre, codigo, f.ids.sd, categoria],
      )
    )[0].id;
  const p1 = await profesor('Ana', 'SD-9201', cat.body.profesorCategoriaPagoId);
  const p2 = await profesor('Luis', 'SD-9202', null);
  await q(`update seccion_horario_detalle set profesor_id = $1 where seccion_asignatura_id = any($2::int[])`, [p1, [a, b]]);
  await q(`update seccion_horario_detalle set profesor_id = $1 where seccion_asignatura_id = $2`, [p2, c]);
});
afterAll(() => f.ctx.close());

const informe = (desde: string, hasta: string) =>
  f.ctx.call({ method: 'GET', url: `/api/financieros/informes/planificacionNomina?desde=${desde}&hasta=${hasta}`, as: 'admin' });

describe('the teaching payroll plan', () => {
  it('counts each weekly meeting on its days within the span and its section’s dates, at the professor’s hourly value', async () => {
    // Two weeks from the sections' first day (Monday 11 January 2027).
    const r = await informe('2027-01-11', '2027-01-24');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.filas).toEqual([
      expect.objectContaining({
        moneda: 'DOP',
        profesor: 'Ana Docente',
        categoria: 'Titular II',
        valorHora: '850.00',
        secciones: 2,
        horasSemana: '3.50',
        horas: '7.00',
        monto: '5950.00',
      }),
      expect.objectContaining({
        moneda: '—',
        profesor: 'Luis Docente',
        categoria: null,
        valorHora: '0.00',
        secciones: 1,
        horasSemana: '1.00',
        horas: '2.00',
        monto: '0.00',
      }),
    ]);
    expect(r.body.totales).toContainEqual(expect.objectContaining({ moneda: 'DOP', horas: '7.00', monto: '5950.00' }));
  });

  it('leaves out what falls outside the sections’ dates', async () => {
    // The sections end on 24 April 2027 (a Saturday): the week after has nothing; the span across the end counts up to it.
    expect((await informe('2027-04-26', '2027-05-09')).body.filas).toEqual([]);
    const fin = await informe('2027-04-19', '2027-05-02');
    expect(fin.body.filas[0]).toMatchObject({ horas: '3.50', monto: '2975.00' });
  });

  it('is finance’s: a student or a professor is refused, and a span written backwards is a 400', async () => {
    for (const as of ['estudiante', 'profesor'])
      expect((await f.ctx.call({ method: 'GET', url: '/api/financieros/informes/planificacionNomina?desde=2027-01-11&hasta=2027-01-24', as })).status).toBe(
        403,
      );
    const alReves = await informe('2027-01-24', '2027-01-11');
    expect(alReves.status).toBe(400);
    expect(JSON.stringify(alReves.body)).toContain('anterior a la inicial');
  });
});
