import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestContext } from '../../test/context.ts';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* Schedule blocks: made of sections that can be taken together, and registered for a student at once. */

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;
const api = '/api/horarios/bloques-horarios';

const body = (o: Record<string, unknown> = {}) => ({
  periodoAcademicoId: ids.periodo,
  sedeId: ids.sd,
  carreraId: ids.carrera,
  planEstudioId: ids.plan,
  blHoCuatrimestre: 1,
  blHoDescripcion: 'SELX-1-M',
  secciones: [ids.a, ids.c, ids.d],
  ...o,
});
const create = (o: Record<string, unknown> = {}, as = 'registro') => ctx.call({ method: 'POST', url: api, as, payload: body(o) });
const assign = (bloque: number, estudianteCarreraId: unknown, as = 'registro') =>
  ctx.call({ method: 'POST', url: `/api/seleccion/bloques-horarios/${bloque}/estudiantes`, as, payload: { estudianteCarreraId } });

beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
});
afterAll(() => ctx.close());

describe('schedule blocks', () => {
  let block: number;

  it('are made of sections of one period and campus, with their credits and the seats left in the fullest', async () => {
    const res = await create();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    block = res.body.bloqueHorarioId;
    expect(res.body).toMatchObject({ blHoDescripcion: 'SELX-1-M', creditos: 12, cupo: 10, sedeDescripcion: expect.any(String) });
    expect(res.body.secciones.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo)).toEqual(['SEL-101', 'SEL-103', 'SEL-104']);
    const list = await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}`, as: 'registro' });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body[0].secciones).toHaveLength(3);
  });

  it('refuse sections that cannot be registered whole, saying why, and write nothing', async () => {
    const before = await countRows(ctx.database, 'bloque_horario');
    const clash = await create({ blHoDescripcion: 'X', secciones: [ids.a, ids.b] });
    expect(clash.status).toBe(400);
    expect(clash.body.fields.secciones).toBe('SEL-101-01 y SEL-102-01 se reúnen a la misma hora.');
    const twice = await f.section('SEL-101', 30, { seccionId: 7, diaId: 6, desde: '08:00', hasta: '10:00' });
    expect((await create({ blHoDescripcion: 'X', secciones: [ids.a, twice] })).body.fields.secciones).toContain('son de la misma asignatura');
    expect((await create({ blHoDescripcion: 'X', secciones: [] })).body.fields.secciones).toBe('Secciones es obligatorio.');
    expect((await create({ blHoDescripcion: 'X', secciones: [ids.a, 99999999] })).body.fields.secciones).toBe('Alguna de las secciones no existe.');
    expect((await create({ blHoDescripcion: 'X', periodoAcademicoId: ids.cerrado })).body.fields.secciones).toContain('es de otro período');
    expect((await create({ blHoDescripcion: 'X', blHoCuatrimestre: 'uno' })).status).toBe(400);
    const dup = await create({ blHoDescripcion: 'selx-1-m' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('bloque_duplicado');
    expect(await countRows(ctx.database, 'bloque_horario')).toBe(before);
  });

  it('change their sections, audited; students reach none', async () => {
    const res = await ctx.call({ method: 'PUT', url: `${api}/${block}`, as: 'registro', payload: body({ secciones: [ids.a, ids.c] }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.creditos).toBe(8);
    const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from audit_log where entidad = 'bloqueHorario' and entidad_id = $1`, [
      String(block),
    ]);
    expect(n).toBe(2);
    await ctx.call({ method: 'PUT', url: `${api}/${block}`, as: 'registro', payload: body() });
    expect((await create({ blHoDescripcion: 'Y' }, 'estudiante')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${ids.periodo}`, as: 'estudiante' })).status).toBe(403);
  });

  it('register every section for a student at once, and a second time changes nothing', async () => {
    const res = await assign(block, ids.elena);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.creditos).toBe(12);
    expect([await f.seats(ids.a), await f.seats(ids.c), await f.seats(ids.d)]).toEqual([1, 1, 1]);
    expect((await assign(block, ids.elena)).status).toBe(201);
    expect([await f.seats(ids.a), await f.seats(ids.c), await f.seats(ids.d)]).toEqual([1, 1, 1]);
  });

  it('register all or none: the first section refused says why and undoes the rest', async () => {
    const other = await f.studentCareer(40);
    expect((await f.add(other, ids.b, 'registro')).status).toBe(201);
    const res = await assign(block, other);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No se puede agregar SEL-101-01: Choca con SEL-102-01 el lunes de 09:00 a 10:00.');
    expect([await f.seats(ids.a), await f.seats(ids.c), await f.seats(ids.d)]).toEqual([1, 1, 1]);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from seleccion where estudiante_carrera_id = $1 and estado = 'inscrita'`,
      [other],
    );
    expect(n).toBe(1);
  });

  it('are not registered when inactive, nor by whoever lacks the screen; bad input is a 400', async () => {
    await ctx.call({ method: 'PUT', url: `${api}/${block}`, as: 'registro', payload: body({ estatus: false }) });
    expect((await assign(block, ids.otro)).body.code).toBe('bloque_inactivo');
    expect((await assign(block, ids.otro, 'estudiante')).status).toBe(403);
    expect((await assign(block, 'x')).status).toBe(400);
    expect((await assign(99999999, ids.otro)).status).toBe(404);
  });
});
