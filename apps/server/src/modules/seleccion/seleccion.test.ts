import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { selectionFixture } from './seleccion.fixture.ts';

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;
const url = (ec: number, periodo = ids.periodo) => f.url(ec, periodo);
const add = (ec: number, seccionAsignaturaId: unknown, as = 'estudiante', lang?: 'en') => f.add(ec, seccionAsignaturaId, as, lang);
const seats = (sid: number) => f.seats(sid);
const studentCareer = (n: number) => f.studentCareer(n);

beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
});
afterAll(() => ctx.close());

describe("a student's selection", () => {
  it('adds a section of the plan, takes its seat and counts its credits', async () => {
    const res = await add(ids.elena, ids.a);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ creditos: 4, creditosMaximos: 12 });
    expect(res.body.secciones.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo)).toEqual(['SEL-101']);
    expect(await seats(ids.a)).toBe(1);
  });

  it('answers a repeated add (a lost answer retried, a double click) as the first, without a second seat', async () => {
    const res = await add(ids.elena, ids.a);
    expect(res.status).toBe(201);
    expect(res.body.secciones.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo)).toEqual(['SEL-101']);
    expect(await seats(ids.a)).toBe(1);
    const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from seleccion where estudiante_carrera_id = $1`, [ids.elena]);
    expect(n).toBe(1);
  });

  it('refuses a clash, naming the section, the day and the shared hours, in the student’s language', async () => {
    const res = await add(ids.elena, ids.b);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('seleccion_rechazada');
    expect(res.body.message).toBe('No se puede agregar SEL-102-01: Choca con SEL-101-01 el lunes de 09:00 a 10:00.');
    expect((await add(ids.elena, ids.b, 'estudiante', 'en')).body.message).toBe(
      'Section SEL-102-01 cannot be added: It clashes with SEL-101-01 on Monday from 09:00 to 10:00.',
    );
    expect(await seats(ids.b)).toBe(0);
  });

  it('refuses a subject outside the plan, the same subject twice and more credits than the plan allows', async () => {
    expect((await add(ids.elena, ids.fuera)).body.message).toBe('No se puede agregar SEL-900-01: La asignatura no está en su plan de estudios.');
    const otherSection = await f.section('SEL-101', 30, { seccionId: 2, diaId: 6, desde: '08:00', hasta: '10:00' });
    expect((await add(ids.elena, otherSection)).body.message).toBe('No se puede agregar SEL-101-02: Ya tiene esta asignatura en la sección SEL-101-01.');
    expect((await add(ids.elena, ids.c)).status).toBe(201);
    expect((await add(ids.elena, ids.d)).status).toBe(201);
    await ctx.database.query(`update plan_estudio set pl_en_cred_maximo_autorizado = 8 where plan_estudio_id = $1`, [ids.plan]);
    const over = await add(ids.otro, ids.d, 'registro');
    expect(over.status).toBe(201);
    await add(ids.otro, ids.c, 'registro');
    expect((await add(ids.otro, ids.a, 'registro')).body.message).toBe(
      'No se puede agregar SEL-101-01: Con esta asignatura tendría 12 créditos; el máximo es 8.',
    );
    await ctx.database.query(`update plan_estudio set pl_en_cred_maximo_autorizado = 12 where plan_estudio_id = $1`, [ids.plan]);
  });

  it('drops a section and frees its seat; a dropped place stays in the history', async () => {
    const before = await seats(ids.c);
    const res = await ctx.call({ method: 'DELETE', url: `${url(ids.elena)}/secciones/${ids.c}`, as: 'estudiante' });
    expect(res.status).toBe(200);
    expect(res.body.secciones.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo).sort()).toEqual(['SEL-101', 'SEL-104']);
    expect(await seats(ids.c)).toBe(before - 1);
    expect((await ctx.call({ method: 'DELETE', url: `${url(ids.elena)}/secciones/${ids.c}`, as: 'estudiante' })).status).toBe(404);
    const [row] = await ctx.database.query<{ estado: string }>(`select estado from seleccion where estudiante_carrera_id = $1 and seccion_asignatura_id = $2`, [
      ids.elena,
      ids.c,
    ]);
    expect(row.estado).toBe('retirada');
  });

  it('gives the last seats once each when forty students want ten, and says "full" to the rest', async () => {
    const full = await f.section('SEL-103', 10, { seccionId: 2 });
    const careers = [];
    for (let n = 100; n < 140; n++) careers.push(await studentCareer(n));
    const answers = await Promise.all(careers.map((ec) => add(ec, full, 'registro')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(30);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set(['La sección SEL-103-02 no tiene cupo. Puede anotarse en su lista de espera.']));
    expect(await seats(full)).toBe(10);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from seleccion where seccion_asignatura_id = $1 and estado = 'inscrita'`,
      [full],
    );
    expect(n).toBe(10);
  });

  it("tells a student their careers and the period open for registration, and offers their plan's sections on their campus", async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'estudiante' });
    expect(mine.status).toBe(200);
    expect(mine.body.carreras.map((c: { estudianteCarreraId: number }) => c.estudianteCarreraId)).toEqual([ids.elena]);
    expect(mine.body.periodo).toMatchObject({ periodoAcademicoId: ids.periodo });
    expect((await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'registro' })).body.carreras).toEqual([]);
    const offer = await ctx.call({ method: 'GET', url: `${url(ids.elena)}/oferta`, as: 'estudiante' });
    expect(offer.status).toBe(200);
    const codes = offer.body.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo);
    expect(codes).toContain('SEL-101');
    expect(codes).not.toContain('SEL-900');
    expect((await ctx.call({ method: 'GET', url: `${url(ids.otro)}/oferta`, as: 'estudiante' })).status).toBe(403);
  });

  it('keeps a student to their own careers and a closed period closed; bad input writes nothing', async () => {
    expect((await add(ids.otro, ids.a, 'estudiante')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(ids.otro), as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(ids.elena), as: 'estudiante' })).status).toBe(200);
    expect((await ctx.call({ method: 'GET', url: url(ids.elena), as: 'profesor' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(999999), as: 'registro' })).status).toBe(404);
    const closed = await ctx.call({
      method: 'POST',
      url: `${url(ids.elena, ids.cerrado)}/secciones`,
      as: 'estudiante',
      payload: { seccionAsignaturaId: ids.c },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('El período no está abierto a inscripción.');
    const rows = await countRows(ctx.database, 'seleccion');
    for (const bad of ['abc', -1, null, 1.5]) expect((await add(ids.elena, bad)).status, String(bad)).toBe(400);
    expect((await add(ids.elena, 999999)).status).toBe(404);
    expect(await countRows(ctx.database, 'seleccion')).toBe(rows);
  });
});
