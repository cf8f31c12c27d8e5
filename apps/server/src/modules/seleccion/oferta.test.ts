import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { selectionFixture } from './seleccion.fixture.ts';

/* Generating a period's offer from a plan: a section for each subject of its terms that has none yet. */

let ctx: TestContext;
let ids: Record<string, number>;
const generar = (o: Record<string, unknown> = {}, as = 'registro') =>
  ctx.call({
    method: 'POST',
    url: '/api/seleccion/generar-oferta',
    as,
    payload: { periodoAcademicoId: ids.cerrado, sedeId: ids.sd, carreraId: ids.carrera, planEstudioId: ids.plan, cupo: 25, ...o },
  });
const sectionsIn = async (periodo: number) =>
  (await ctx.database.query<{ n: number }>(`select count(*)::int as n from seccion_horario where periodo_academico_id = $1`, [periodo]))[0].n;

beforeAll(async () => {
  const f = await selectionFixture();
  ({ ctx, ids } = f);
  await ctx.database.query(`insert into carrera_sedes (owner_id, sede_id) values ($1, $2)`, [ids.carrera, ids.sd]);
});
afterAll(() => ctx.close());

describe("generating a period's offer", () => {
  it('tries it first: says which sections it would open and writes nothing', async () => {
    const res = await generar({ prueba: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.creadas.map((c: { seccion: string }) => c.seccion)).toEqual([
      'SEL-101-01 SEL-101',
      'SEL-102-01 SEL-102',
      'SEL-103-01 SEL-103',
      'SEL-104-01 SEL-104',
    ]);
    expect(await sectionsIn(ids.cerrado)).toBe(0);
  });

  it("opens a section of the plan's dates and seats for each subject without one, then leaves them be", async () => {
    const res = await generar();
    expect(res.body.creadas).toHaveLength(4);
    const made = await ctx.database.query<{ cupo: number; inicia: string; cuatrimestre: number }>(
      `select se_en_capacidad as cupo, se_en_fecha_inicia::text as inicia, se_en_cuatrimestre_asignatura as cuatrimestre
         from seccion_horario where periodo_academico_id = $1`,
      [ids.cerrado],
    );
    expect(made.every((s) => s.cupo === 25 && s.inicia === '2027-05-10' && s.cuatrimestre === 1)).toBe(true);
    const again = await generar();
    expect(again.body).toMatchObject({ creadas: [], existentes: ['SEL-101 SEL-101', 'SEL-102 SEL-102', 'SEL-103 SEL-103', 'SEL-104 SEL-104'] });
    expect(await sectionsIn(ids.cerrado)).toBe(4);
    // Only the terms asked for: the test plan has no second term.
    expect((await generar({ cuatrimestres: [2] })).body).toMatchObject({ creadas: [], existentes: [] });
  });

  it('refuses a plan of another career, a campus the career is not on, an ended period, and who lacks the screen', async () => {
    const before = await countRows(ctx.database, 'seccion_horario');
    const [{ other }] = await ctx.database.query<{ other: number }>(`select min(plan_estudio_id) as other from plan_estudio where carrera_id <> $1`, [
      ids.carrera,
    ]);
    if (other) expect((await generar({ planEstudioId: other })).body.fields.planEstudioId).toBe('El plan no es de esa carrera.');
    const [{ sti }] = await ctx.database.query<{ sti: number }>(`select sede_id as sti from sede where sede_id <> $1 order by 1 limit 1`, [ids.sd]);
    expect((await generar({ sedeId: sti })).body.fields.sedeId).toBe('La carrera no se ofrece en ese recinto.');
    const [{ ended }] = await ctx.database.query<{ ended: number }>(
      `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
       values ('Enero–abril 2020', '2020-1', 2020, 1, '2020-01-10', '2020-04-20') returning periodo_academico_id as ended`,
    );
    expect((await generar({ periodoAcademicoId: ended })).body.code).toBe('periodo_terminado');
    expect((await generar({ cupo: 0 })).status).toBe(400);
    expect((await generar({}, 'estudiante')).status).toBe(403);
    expect(await countRows(ctx.database, 'seccion_horario')).toBe(before);
  });
});

describe('giving the offer its hours', () => {
  const horario = (o: Record<string, unknown> = {}, as = 'registro') =>
    ctx.call({ method: 'POST', url: '/api/seleccion/genera-horario-oferta', as, payload: { periodoAcademicoId: ids.cerrado, sedeId: ids.sd, ...o } });
  const meetings = async () =>
    ctx.database.query<{ seccion: number; dia: number; desde: string; hasta: string }>(
      `select d.seccion_asignatura_id as seccion, d.dia_id as dia, d.se_de_hora_inicio as desde, d.se_de_hora_fin as hasta
         from seccion_horario_detalle d join seccion_horario s using (seccion_asignatura_id) where s.periodo_academico_id = $1`,
      [ids.cerrado],
    );

  it("places each section without hours in a slot its plan term's other subjects leave free, tried first", async () => {
    const trial = await horario({ prueba: true });
    expect(trial.status, JSON.stringify(trial.body)).toBe(200);
    expect(trial.body.colocadas).toHaveLength(4);
    expect(await meetings()).toEqual([]);
    const res = await horario();
    expect(res.body.colocadas.map((c: { horario: string }) => c.horario)).toEqual([
      'Lu 08:00–10:00 · Mi 08:00–10:00',
      'Lu 10:00–12:00 · Mi 10:00–12:00',
      'Lu 14:00–16:00 · Mi 14:00–16:00',
      'Lu 16:00–18:00 · Mi 16:00–18:00',
    ]);
    const placed = await meetings();
    expect(placed).toHaveLength(8);
    // No two sections of the term meet at once.
    const clash = placed.some((a) => placed.some((b) => a.seccion !== b.seccion && a.dia === b.dia && a.desde < b.hasta && b.desde < a.hasta));
    expect(clash).toBe(false);
    expect((await horario()).body).toMatchObject({ colocadas: [], sinLugar: [] });
  });

  it('is for who holds the screen; bad input is a 400', async () => {
    expect((await horario({}, 'estudiante')).status).toBe(403);
    expect((await horario({ sedeId: 'x' })).status).toBe(400);
  });
});
