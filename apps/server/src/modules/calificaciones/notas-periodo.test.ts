import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* A student's grades in a period: shown once the sheet is submitted, with the period's index; only to the student and staff who read grades. */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let url: string;
const sheet = (seccion: number, payload: object) =>
  f.ctx.call({ method: 'PUT', url: `/api/academicos/digitacion-notas/secciones/${seccion}`, as: 'registro', payload });

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  url = `/api/academicos/estudiantes-calificaciones/estudiante/${ids.elena}/periodo-academico/${ids.periodo}`;
  for (const s of [ids.a, ids.c, ids.d]) expect((await f.add(ids.elena, s)).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
  // SEL-101 submitted with 92 (A), SEL-103 submitted with 75 (C), SEL-104 graded 88 but not submitted.
  expect((await sheet(ids.a, { notas: [{ estudianteCarreraId: ids.elena, nota: 92 }], enviar: true })).status).toBe(200);
  expect((await sheet(ids.c, { notas: [{ estudianteCarreraId: ids.elena, nota: 75 }], enviar: true })).status).toBe(200);
  expect((await sheet(ids.d, { notas: [{ estudianteCarreraId: ids.elena, nota: 88 }] })).status).toBe(200);
});
afterAll(() => f.ctx.close());

describe("a student's grades in a period", () => {
  it('shows a grade once its sheet is submitted, a draft as pending, and the index of what is shown', async () => {
    const res = await f.ctx.call({ method: 'GET', url, as: 'estudiante' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = Object.fromEntries(res.body.notas.map((n: { seccion: string }) => [n.seccion, n]));
    expect(by['SEL-101-01']).toMatchObject({ publicada: true, nota: 92, literal: 'A', supera: true, creditos: 4 });
    expect(by['SEL-103-01']).toMatchObject({ publicada: true, nota: 75, literal: 'C' });
    expect(by['SEL-104-01']).toMatchObject({ publicada: false, nota: null, literal: null });
    expect(res.body.indice).toBe(3); // (4 × 4 + 2 × 4) / 8
  });

  it('is for the student and staff who read grades only; a career or period that does not exist is a 404', async () => {
    expect((await f.ctx.call({ method: 'GET', url, as: 'registro' })).status).toBe(200);
    expect((await f.ctx.call({ method: 'GET', url, as: 'caja' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url, as: 'profesor' })).status).toBe(403); // holds grade entry, not grades by student
    expect((await f.ctx.call({ method: 'GET', url: url.replace(`/${f.ids.elena}/`, `/${f.ids.otro}/`), as: 'estudiante' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(`/${f.ids.elena}/`, '/99999999/'), as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(/\d+$/, '99999999'), as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(/\d+$/, 'x'), as: 'registro' })).status).toBe(400);
  });
});
