import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* The sections reports: by subject and on offer, as a list, a spreadsheet and a PDF. */

let ctx: TestContext;
let ids: Record<string, number>;
const api = '/api/horarios/secciones-horarios';

const file = async (url: string, as: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${(await ctx.login(as)).token}` } });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};

beforeAll(async () => {
  const f = await selectionFixture();
  ({ ctx, ids } = f);
  // SEL-104-01 is full; SEL-900-01 is closed.
  await ctx.database.query(`update seccion_horario set se_en_inscritos = se_en_capacidad where seccion_asignatura_id = $1`, [ids.d]);
  await ctx.database.query(`update seccion_horario set estatus = false where seccion_asignatura_id = $1`, [ids.fuera]);
});
afterAll(() => ctx.close());

describe('sections by subject and on offer', () => {
  it('lists the sections on offer only: active, with seats left', async () => {
    const all = await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}&value=SEL`, as: 'registro' });
    expect(all.body.map((s: { seccionAsignaturaId: number }) => s.seccionAsignaturaId)).toEqual([ids.a, ids.b, ids.c, ids.d, ids.fuera]);
    const offer = await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}&value=SEL&conCupo=true`, as: 'registro' });
    expect(offer.body.map((s: { seccionAsignaturaId: number }) => s.seccionAsignaturaId)).toEqual([ids.a, ids.b, ids.c]);
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}&conCupo=quizas`, as: 'registro' })).status).toBe(400);
  });

  it('exports the list as a spreadsheet and prints it by subject', async () => {
    const sheet = await file(`${api}?periodoAcademicoId=${ids.periodo}&value=SEL&conCupo=true&formato=xlsx`, 'registro');
    expect(sheet.status).toBe(200);
    expect(sheet.type).toContain('spreadsheetml');
    expect(sheet.bytes.subarray(0, 2).toString()).toBe('PK');
    for (const conCupo of ['true', 'false']) {
      const pdf = await file(`${api}/reporte/pdf?periodoAcademicoId=${ids.periodo}&conCupo=${conCupo}`, 'registro');
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('is not for students; a period that does not exist is a 400', async () => {
    expect((await file(`${api}/reporte/pdf?periodoAcademicoId=${ids.periodo}`, 'estudiante')).status).toBe(403);
    expect((await file(`${api}/reporte/pdf?periodoAcademicoId=99999999`, 'registro')).status).toBe(400);
    expect((await file(`${api}/reporte/pdf`, 'registro')).status).toBe(400);
  });
});
