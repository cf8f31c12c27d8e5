import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { selectionFixture } from './seleccion.fixture.ts';

/* `/seleccion/agregar-asignaturas-grupo`: one section registered for a group of students at once. */

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;
const grupo = (seccionAsignaturaId: unknown, matriculas: unknown, as = 'registro', lang?: 'en') =>
  ctx.call({ method: 'POST', url: '/api/seleccion/grupos', as, lang, payload: { seccionAsignaturaId, matriculas } });

beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
});
afterAll(() => ctx.close());

describe('a section for a group', () => {
  it('registers each student on their own and says how it went for each', async () => {
    // Student 2 already has SEL-102 (Monday 09:00), which SEL-101-01 clashes with.
    const clashing = await f.studentCareer(50);
    expect((await f.add(clashing, ids.b, 'registro')).status).toBe(201);
    await f.studentCareer(51);
    const res = await grupo(ids.a, ['2027-9050', '2027-9051', '2027-9001', ' 2027-9051 ', '1999-0000']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.seccion).toBe('SEL-101-01');
    expect(res.body.resultados.map((r: { matricula: string; estado: string }) => [r.matricula, r.estado])).toEqual([
      ['2027-9050', 'rechazado'],
      ['2027-9051', 'inscrito'],
      ['2027-9001', 'inscrito'],
      ['1999-0000', 'no_encontrado'],
    ]);
    expect(res.body.resultados[0].motivo).toBe('No se puede agregar SEL-101-01: Choca con SEL-102-01 el lunes de 09:00 a 10:00.');
    expect(res.body.resultados[1].nombre).toBe('Estudiante Prueba 51');
    expect(await f.seats(ids.a)).toBe(2);
  });

  it('answers a second time as already registered, taking no second seat, in the reader’s language', async () => {
    const res = await grupo(ids.a, ['2027-9051'], 'registro', 'en');
    expect(res.body.resultados).toEqual([{ matricula: '2027-9051', nombre: 'Estudiante Prueba 51', estado: 'ya_inscrito', motivo: null }]);
    expect(await f.seats(ids.a)).toBe(2);
    expect((await grupo(ids.a, ['1999-0000'], 'registro', 'en')).body.resultados[0].motivo).toBe('No student has this matrícula.');
  });

  it('is for who holds the screen; bad input is a 400 and writes nothing', async () => {
    expect((await grupo(ids.c, ['2027-9051'], 'estudiante')).status).toBe(403);
    expect((await grupo(ids.c, [])).status).toBe(400);
    expect((await grupo('x', ['2027-9051'])).status).toBe(400);
    expect(
      (
        await grupo(
          ids.c,
          Array.from({ length: 201 }, (_, i) => `2027-${i}`),
        )
      ).status,
    ).toBe(400);
    expect((await grupo(99999999, ['2027-9051'])).status).toBe(404);
    expect(await f.seats(ids.c)).toBe(0);
  });
});
