import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* Section projections: the students each subject will have against the seats offered. */

let ctx: TestContext;
let ids: Record<string, number>;
const api = '/api/horarios/proyecciones-secciones';

beforeAll(async () => {
  const f = await selectionFixture();
  ({ ctx, ids } = f);
  // Five active students in the first term of the test plan; SEL-104-01 offers three seats.
  for (const n of [80, 81, 82]) await f.studentCareer(n);
  await ctx.database.query(
    `update estudiante_carrera set estado_estudiante_id = (select estado_estudiante_id from estado_estudiante where es_es_descripcion = 'Activo')
      where plan_estudio_id = $1`,
    [ids.plan],
  );
  await ctx.database.query(`update seccion_horario set se_en_capacidad = 3 where seccion_asignatura_id = $1`, [ids.d]);
});
afterAll(() => ctx.close());

describe('section projections', () => {
  it("counts each subject's students of the plan term against its seats, the shortest first", async () => {
    const res = await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}&value=SEL-&pageSize=50`, as: 'registro' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = Object.fromEntries(res.body.map((r: { asignaturaCodigo: string }) => [r.asignaturaCodigo, r]));
    expect(res.body[0].asignaturaCodigo).toBe('SEL-104');
    expect(by['SEL-104']).toMatchObject({ proyectados: 5, secciones: 1, cupo: 3, faltan: 2, seccionesSugeridas: 1 });
    expect(by['SEL-101']).toMatchObject({ proyectados: 5, secciones: 1, cupo: 30, faltan: 0, seccionesSugeridas: 0 });
    // Offered but in no plan term of the students: nobody projected.
    expect(by['SEL-900']).toMatchObject({ proyectados: 0, secciones: 1, faltan: 0 });
  });

  it('exports as a spreadsheet; is not for students; a period that does not exist is a 400', async () => {
    const sheet = await ctx.app.inject({
      method: 'GET',
      url: `${api}?periodoAcademicoId=${ids.periodo}&formato=xlsx`,
      headers: { authorization: `Bearer ${(await ctx.login('registro')).token}` },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}`, as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=99999999`, as: 'registro' })).status).toBe(400);
    expect((await ctx.call({ method: 'GET', url: api, as: 'registro' })).status).toBe(400);
  });
});
