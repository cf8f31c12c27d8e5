import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * The academic index, per period and accumulated, from the official grades; the academic standing
 * set from it (each change recorded); for one student, and for the institution as a background job
 * with its progress. A calculation over an unchanged record changes nothing.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let literal: Record<string, number>;
const periods: Record<string, number> = {};
const one = (ec: number, as = 'registro') => f.ctx.call({ method: 'POST', url: `/api/academicos/calculo-indice-academico/estudiante/${ec}`, as });
const all = (method: 'GET' | 'POST', as = 'registro') => f.ctx.call({ method, url: '/api/academicos/calculo-indice-academico/all', as });
const grade = (ec: number, codigo: string, periodo: string, l: string) =>
  f.ctx.database.query(
    `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
     values ($1, $2, $3, null, $4, (select usuario_id from usuario where usua_nombre = 'registro'))`,
    [ec, f.ids[codigo], periods[periodo], literal[l]],
  );
const changes = async (ec: number) =>
  (
    await f.ctx.database.query<{ d: string }>(
      `select (select co_ac_descripcion from condicion_academica where condicion_academica_id = (despues->>'condicionAcademicaId')::int) as d
         from estudiante_cambio where tipo = 'condicion' and estudiante_carrera_id = $1 order by id`,
      [ec],
    )
  ).map((r) => r.d);

beforeAll(async () => {
  f = await selectionFixture();
  literal = Object.fromEntries(
    (await f.ctx.database.query<{ l: string; id: number }>(`select ca_li_literal as l, calificacion_literal_id as id from calificacion_literal`)).map((r) => [
      r.l,
      r.id,
    ]),
  );
  for (const [alias, start] of [
    ['2026-2', '2026-05-11'],
    ['2026-3', '2026-09-07'],
  ])
    periods[alias] = (
      await f.ctx.database.query<{ id: number }>(
        `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
         values ($1, $1, 2026, 2, $2::date, $2::date + 100) returning periodo_academico_id as id`,
        [alias, start],
      )
    )[0].id;
  // Elena: A and D in 2026-2 (index 2.50); an F in 2026-3 (accumulated (16 + 4 + 0) / 12 = 1.67, probation).
  await grade(f.ids.elena, 'SEL-101', '2026-2', 'A');
  await grade(f.ids.elena, 'SEL-102', '2026-2', 'D');
  await grade(f.ids.elena, 'SEL-103', '2026-3', 'F');
  // The other student: two A's (4.00).
  await grade(f.ids.otro, 'SEL-101', '2026-2', 'A');
  await grade(f.ids.otro, 'SEL-102', '2026-3', 'A');
});
afterAll(() => f.ctx.close());

describe("one student's index", () => {
  it('is calculated per period and accumulated, and sets the standing from it, recording the change', async () => {
    const res = await one(f.ids.elena);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.periodos.map((p: { periodo: string; indice: number; indiceAcumulado: number; creditosAprobados: number }) => [
        p.periodo,
        p.creditosAprobados,
        p.indice,
        p.indiceAcumulado,
      ]),
    ).toEqual([
      ['2026-2', 4, 2.5, 2.5],
      ['2026-3', 0, 0, 1.67],
    ]);
    expect(res.body).toMatchObject({ condicionAntes: null, condicion: 'Prueba académica', honor: null, actualizados: 2 });
    expect(await changes(f.ids.elena)).toEqual(['Prueba académica']);
  });

  it('changes nothing when calculated again over the same record', async () => {
    const res = await one(f.ids.elena);
    expect(res.body).toMatchObject({ actualizados: 0, condicionAntes: 'Prueba académica', condicion: 'Prueba académica' });
    expect(await changes(f.ids.elena)).toEqual(['Prueba académica']);
  });

  it('decides the standing from closed periods only: a first term under way with one D leaves it undecided until its grades close', async () => {
    const nuevo = await f.studentCareer(3);
    await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [f.ids.periodo]);
    periods.actual = f.ids.periodo;
    await grade(nuevo, 'SEL-101', 'actual', 'D');
    const open = await one(nuevo);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.periodos.map((p: { indice: number }) => p.indice)).toEqual([1]); // the term's index shows
    expect(open.body).toMatchObject({ condicionAntes: null, condicion: null }); // no standing while grades are still to come
    expect(await changes(nuevo)).toEqual([]);
    // Grade entry closes: the term's grades are final, and they decide.
    await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = false where periodo_academico_id = $1`, [f.ids.periodo]);
    const closed = await one(nuevo);
    expect(closed.body.condicion).toBe('Separación académica');
    expect(await changes(nuevo)).toEqual(['Separación académica']);
  });

  it('follows a grade that changed: the index, the standing, and the honour it would earn', async () => {
    await f.ctx.database.query(`update calificacion set calificacion_literal_id = $1 where estudiante_carrera_id = $2 and calificacion_literal_id <> $1`, [
      literal.A,
      f.ids.elena,
    ]);
    const res = await one(f.ids.elena);
    expect(res.body.periodos.at(-1).indiceAcumulado).toBe(4);
    expect(res.body).toMatchObject({ condicionAntes: 'Prueba académica', condicion: 'Normal', honor: 'Summa Cum Laude', actualizados: 2 });
    expect(await changes(f.ids.elena)).toEqual(['Prueba académica', 'Normal']);
  });

  it('is for staff holding the screen only; a career that does not exist is 404', async () => {
    expect((await one(f.ids.elena, 'estudiante')).status).toBe(403);
    expect((await one(f.ids.elena, 'profesor')).status).toBe(403);
    expect((await one(99999999)).status).toBe(404);
  });
});

describe("the institution's calculation", () => {
  it('runs as a background job, one at a time, and shows its progress and what it changed', async () => {
    const started = await all('POST');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ estado: 'pendiente', procesados: 0, iniciadoPor: 'registro' });
    expect(started.body.total).toBeGreaterThanOrEqual(2);
    const again = await all('POST');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya hay un cálculo del índice en curso: espere a que termine.');
    await f.ctx.app.jobs.drain();
    const [done] = (await all('GET')).body;
    expect(done).toMatchObject({ id: started.body.id, estado: 'hecho', procesados: started.body.total, condiciones: 1 });
    expect(done.actualizados).toBe(2); // the other student's two periods; Elena's were current already
    expect(await changes(f.ids.otro)).toEqual(['Normal']);
  });

  it('changes nothing when run again over the same records', async () => {
    expect((await all('POST')).status).toBe(201);
    await f.ctx.app.jobs.drain();
    const [done] = (await all('GET')).body;
    expect(done).toMatchObject({ estado: 'hecho', actualizados: 0, condiciones: 0 });
  });

  it('is started and read by staff holding its screen only', async () => {
    expect((await all('POST', 'estudiante')).status).toBe(403);
    expect((await all('GET', 'profesor')).status).toBe(403);
    expect((await all('GET', 'caja')).status).toBe(403);
  });
});

describe('the retake rule', () => {
  const regla = (v: string) => f.ctx.database.query(`update parametro_sistema set pa_si_valor = $1 where pa_si_clave = 'calificaciones.repeticion'`, [v]);

  it('counts the attempts the institution says, the same in the index engine, the record and the period view', async () => {
    // F in 2026-2, retaken with B in 2026-3.
    const ec = await f.studentCareer(4);
    await grade(ec, 'SEL-103', '2026-2', 'F');
    await grade(ec, 'SEL-103', '2026-3', 'B');
    const engine = async () => (await one(ec)).body.periodos.map((p: { indice: number | null; indiceAcumulado: number }) => [p.indice, p.indiceAcumulado]);
    const record = async () => (await f.ctx.call({ method: 'GET', url: `/api/academicos/historico-de-notas/estudiante/${ec}`, as: 'registro' })).body;

    await regla('ultima'); // the institution's (the seed's) rule: the last attempt counts
    expect(await engine()).toEqual([
      [null, null],
      [3, 3],
    ]);
    const h = await record();
    expect(h.indice).toBe(3);
    expect(h.periodos[0].notas[0]).toMatchObject({ literal: 'F', sustituida: true, califica: false });
    const periodo = await f.ctx.call({
      method: 'GET',
      url: `/api/academicos/estudiantes-calificaciones/estudiante/${ec}/periodo-academico/${periods['2026-2']}`,
      as: 'registro',
    });
    expect(periodo.body.notas[0]).toMatchObject({ literal: 'F', sustituida: true, califica: false });
    expect(periodo.body.indice).toBeNull();

    await regla('todas');
    expect(await engine()).toEqual([
      [0, 0],
      [3, 1.5],
    ]);
    expect((await record()).indice).toBe(1.5);

    await regla('mejor');
    expect((await engine()).at(-1)).toEqual([3, 3]);
    expect((await record()).indice).toBe(3);
    await regla('ultima');
  });
});
