import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* Merging sections: students moved to the section kept, its seats grown within its room, the others closed. */

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;
const fusionar = (destinoId: unknown, origenIds: unknown, prueba = false, as = 'registro') =>
  ctx.call({ method: 'POST', url: '/api/horarios/fusion-secciones', as, payload: { destinoId, origenIds, prueba } });
const inscritas = async (sid: number) =>
  (await ctx.database.query<{ n: number }>(`select count(*)::int as n from seleccion where seccion_asignatura_id = $1 and estado = 'inscrita'`, [sid]))[0].n;

let a2: number;
let a3: number;
beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
  a2 = await f.section('SEL-101', 30, { seccionId: 2, diaId: 5, desde: '08:00', hasta: '10:00' });
  a3 = await f.section('SEL-101', 1, { seccionId: 3, diaId: 6, desde: '08:00', hasta: '10:00' });
  for (const n of [60, 61]) expect((await f.add(await f.studentCareer(n), a2, 'registro')).status).toBe(201);
  expect((await f.add(await f.studentCareer(62), a3, 'registro')).status).toBe(201);
  const waiting = await f.studentCareer(63);
  expect((await ctx.call({ method: 'POST', url: `${f.url(waiting)}/espera`, as: 'registro', payload: { seccionAsignaturaId: a3 } })).status).toBe(201);
});
afterAll(() => ctx.close());

describe('merging sections', () => {
  it('tries it first: says what would happen and writes nothing', async () => {
    const res = await fusionar(ids.a, [a2, a3], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ prueba: true, movidos: 3, esperasCerradas: 1, cerradas: ['SEL-101-02', 'SEL-101-03'] });
    expect(res.body.seccion.seEnInscritos).toBe(3);
    expect([await f.seats(ids.a), await f.seats(a2), await f.seats(a3)]).toEqual([0, 2, 1]);
  });

  it('moves the students to the section kept, closes the others empty, and audits it', async () => {
    const res = await fusionar(ids.a, [a2, a3]);
    expect(res.status).toBe(200);
    expect([await f.seats(ids.a), await f.seats(a2), await f.seats(a3)]).toEqual([3, 0, 0]);
    expect([await inscritas(ids.a), await inscritas(a2), await inscritas(a3)]).toEqual([3, 0, 0]);
    const closed = await ctx.database.query<{ estatus: boolean }>(`select estatus from seccion_horario where seccion_asignatura_id = any($1::int[])`, [
      [a2, a3],
    ]);
    expect(closed.map((r) => r.estatus)).toEqual([false, false]);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from lista_espera where seccion_asignatura_id = $1 and estado in ('esperando', 'ofrecida')`,
      [a3],
    );
    expect(n).toBe(0);
    const [audited] = await ctx.database.query<{ despues: { movidos: number } }>(
      `select despues from audit_log where entidad = 'seccionHorario' and entidad_id = $1 order by id desc limit 1`,
      [String(ids.a)],
    );
    expect(audited.despues.movidos).toBe(3);
  });

  it('never grows the kept section past its room', async () => {
    const b2 = await f.section('SEL-102', 30, { seccionId: 2, diaId: 5, desde: '14:00', hasta: '16:00' });
    for (const n of [70, 71, 72]) expect((await f.add(await f.studentCareer(n), b2, 'registro')).status).toBe(201);
    // SEL-102-01 meets in a room for two.
    const [{ edificio, regular }] = await ctx.database.query<{ edificio: number; regular: number }>(
      `select (select edificio_id from edificio where sede_id = $1 order by 1 limit 1) as edificio,
              (select tipo_aula_id from tipo_aula where ti_au_descripcion = 'Aula regular') as regular`,
      [ids.sd],
    );
    const room = await ctx.call({
      method: 'POST',
      url: '/api/planta-fisica/aulas',
      as: 'admin',
      payload: { aulaDescripcion: 'Tutoría 1', sedeId: ids.sd, edificioId: edificio, tipoAulaId: regular, aulaCapacidadPersona: 2 },
    });
    const aula = room.body.aulaId as number;
    await ctx.database.query(`update seccion_horario set se_en_capacidad = 2 where seccion_asignatura_id = $1`, [ids.b]);
    await ctx.database.query(`update seccion_horario_detalle set aula_id = $1 where seccion_asignatura_id = $2`, [aula, ids.b]);
    const res = await fusionar(ids.b, [b2]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'cupo_mayor_que_aula', message: 'El cupo (3) supera la capacidad del aula Tutoría 1 (2).' });
    expect(await f.seats(b2)).toBe(3);
  });

  it('refuses sections of another subject, the kept section twice, unknown sections and who lacks the screen', async () => {
    const other = await fusionar(ids.c, [ids.d]);
    expect(other.status).toBe(400);
    expect(other.body.fields.origenIds).toBe('SEL-104-01 no es de la misma asignatura, período y recinto que SEL-103-01.');
    expect((await fusionar(ids.c, [ids.c])).status).toBe(400);
    expect((await fusionar(ids.c, [])).status).toBe(400);
    expect((await fusionar(ids.c, [99999999])).status).toBe(404);
    expect((await fusionar(ids.a, [a2], false, 'estudiante')).status).toBe(403);
  });
});
