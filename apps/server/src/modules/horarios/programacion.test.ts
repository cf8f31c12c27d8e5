import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* Programming a plan's subjects: the plan read against a period's sections on a campus. */

let ctx: TestContext;
let ids: Record<string, number>;
const api = '/api/horarios/programacion-asignaturas';
const screen = '/academicos/programacion-asignaturas';
let url: string;

beforeAll(async () => {
  ({ ctx, ids } = await selectionFixture());
  url = `${api}?periodoAcademicoId=${ids.periodo}&sedeId=${ids.sd}&planEstudioId=${ids.plan}`;
  // A second-term subject nobody has programmed yet.
  ids['SEL-105'] = (
    await ctx.database.query<{ id: number }>(
      `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id)
       values ('SEL-105', 'Quinta de prueba', 3, (select min(escuela_id) from escuela), (select min(tipo_asignatura_id) from tipo_asignatura))
       returning asignatura_id as id`,
    )
  )[0].id;
  await ctx.database.query(
    `insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos) values ($1, 2, $2, 3)`,
    [ids.plan, ids['SEL-105']],
  );
  // `caja` holds no scheduling screen but this one.
  await ctx.database.query(
    `insert into usuario_opcion (usuario_id, opcion_id) select (select usuario_id from usuario where usua_nombre = 'caja'), id from opcion_menu where url = $1`,
    [screen],
  );
});
afterAll(() => ctx.close());

type Materia = { asignaturaCodigo: string; cuatrimestre: number; creditos: number; secciones: { seccionAsignaturaId: number }[] };

describe('programming a plan’s subjects', () => {
  it("lists the plan's subjects in term order, each with the period's sections of it on the campus", async () => {
    const res = await ctx.call({ method: 'GET', url, as: 'registro' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const materias = res.body as Materia[];
    expect(materias.map((m) => `${m.cuatrimestre} ${m.asignaturaCodigo}`)).toEqual(['1 SEL-101', '1 SEL-102', '1 SEL-103', '1 SEL-104', '2 SEL-105']);
    const by = Object.fromEntries(materias.map((m) => [m.asignaturaCodigo, m]));
    expect(by['SEL-101'].secciones.map((s) => s.seccionAsignaturaId)).toEqual([ids.a]);
    expect(by['SEL-105']).toMatchObject({ creditos: 3, secciones: [] });
    // Another period, or another campus: nothing programmed.
    const otra = await ctx.call({ method: 'GET', url: url.replace(`periodoAcademicoId=${ids.periodo}`, `periodoAcademicoId=${ids.cerrado}`), as: 'registro' });
    expect((otra.body as Materia[]).every((m) => m.secciones.length === 0)).toBe(true);
  });

  it('whoever holds the screen programs a missing subject through the same checks as the sections screen', async () => {
    const payload = {
      periodoAcademicoId: ids.periodo,
      asignaturaId: ids['SEL-105'],
      planEstudioId: ids.plan,
      carreraId: ids.carrera,
      tipoSeccionId: ids.teorica,
      seccionId: 1,
      sedeId: ids.sd,
      seEnCapacidad: 25,
      seEnCuatrimestreAsignatura: 2,
      seEnFechaInicia: '2027-01-11',
      seEnFechaFinaliza: '2027-04-24',
      seccionesHorariosDetalle: [{ diaId: 5, seDeHoraInicio: '08:00', seDeHoraFin: '10:00' }],
    };
    const created = await ctx.call({ method: 'POST', url: '/api/horarios/secciones-horarios', as: 'caja', payload });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const again = await ctx.call({ method: 'POST', url: '/api/horarios/secciones-horarios', as: 'caja', payload });
    expect(again.status).toBe(409);
    const res = await ctx.call({ method: 'GET', url, as: 'caja' });
    expect(res.status).toBe(200);
    const quinta = (res.body as Materia[]).find((m) => m.asignaturaCodigo === 'SEL-105')!;
    expect(quinta.secciones.map((s) => s.seccionAsignaturaId)).toEqual([created.body.seccionAsignaturaId]);
    // The screen gives no other scheduling power.
    expect((await ctx.call({ method: 'GET', url: '/api/horarios/proyecciones-secciones?periodoAcademicoId=1', as: 'caja' })).status).toBe(403);
  });

  it('is not for students; a plan or period that does not exist, or a missing field, is refused', async () => {
    expect((await ctx.call({ method: 'GET', url, as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url.replace(`planEstudioId=${ids.plan}`, 'planEstudioId=99999999'), as: 'registro' })).status).toBe(404);
    expect(
      (await ctx.call({ method: 'GET', url: url.replace(`periodoAcademicoId=${ids.periodo}`, 'periodoAcademicoId=99999999'), as: 'registro' })).status,
    ).toBe(400);
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}`, as: 'registro' })).status).toBe(400);
  });
});
