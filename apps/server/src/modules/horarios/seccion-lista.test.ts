import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

type Fixture = Awaited<ReturnType<typeof selectionFixture>>;
let f: Fixture;
const api = '/api/horarios/secciones-horarios';
let own: number;
let others: number;

beforeAll(async () => {
  f = await selectionFixture();
  const one = async (q: string, p: unknown[] = []) => (await f.ctx.database.query<{ id: number }>(q, p))[0].id;
  // The demo account "profesor" teaches SEL-101-01's meeting; another professor teaches SEL-102-01's.
  const pedro = await one(
    `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, 'SD-9101', $1 from usuario where usua_nombre = 'profesor'
     returning profesor_id as id`,
    [f.ids.sd],
  );
  const otra = await one(`insert into persona (pers_nombres, pers_apellidos) values ('Otra', 'Profesora') returning persona_id as id`);
  const marta = await one(`insert into profesor (persona_id, prof_codigo_referencia, sede_id) values ($1, 'SD-9102', $2) returning profesor_id as id`, [
    otra,
    f.ids.sd,
  ]);
  await f.ctx.database.query(`update seccion_horario_detalle set profesor_id = $1 where seccion_asignatura_id = $2`, [pedro, f.ids.a]);
  await f.ctx.database.query(`update seccion_horario_detalle set profesor_id = $1 where seccion_asignatura_id = $2`, [marta, f.ids.b]);
  own = f.ids.a;
  others = f.ids.b;
  // Three students in SEL-101-01: the demo student, one with an account, one without; one drops out.
  expect((await f.add(f.ids.elena, own)).status).toBe(201);
  const conCuenta = await f.studentWithAccount(3, 'lista.tres');
  await f.letIn('lista.tres');
  expect((await f.add(conCuenta, own, 'lista.tres')).status).toBe(201);
  expect((await f.add(f.ids.otro, own, 'registro')).status).toBe(201);
  const sinIr = await f.studentCareer(4);
  expect((await f.add(sinIr, own, 'registro')).status).toBe(201);
  expect((await f.ctx.call({ method: 'DELETE', url: `${f.url(sinIr)}/secciones/${own}`, as: 'registro' })).status).toBe(200);
});
afterAll(() => f.ctx.close());

describe("a section's class list", () => {
  it('shows the professor of a section its students, by surname, with career and account e-mail; dropped ones are not on it', async () => {
    const res = await f.ctx.call({ method: 'GET', url: `${api}/${own}/estudiantes`, as: 'profesor' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.seccion.asignaturaCodigo).toBe('SEL-101');
    const list = res.body.estudiantes as { matricula: string; nombre: string; carrera: string; correo: string | null }[];
    expect(list).toHaveLength(3);
    expect(list.map((s) => s.nombre)).toEqual([...list.map((s) => s.nombre)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(list.every((s) => s.carrera === 'Carrera de prueba')).toBe(true);
    expect(list.find((s) => s.matricula === '2027-9003')?.correo).toBe('lista.tres@prueba.edu.do');
    expect(list.find((s) => s.matricula === '2027-9002')?.correo).toBeNull();
    expect(list.some((s) => s.matricula === '2027-9004')).toBe(false);
  });

  it('keeps a professor out of another’s section, and students out of every list; who schedules reads any', async () => {
    expect((await f.ctx.call({ method: 'GET', url: `${api}/${others}/estudiantes`, as: 'profesor' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: `${api}/${own}/estudiantes`, as: 'estudiante' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: `${api}/${others}/estudiantes`, as: 'registro' })).status).toBe(200);
    expect((await f.ctx.call({ method: 'GET', url: `${api}/${own}/estudiantes` })).status).toBe(401);
    expect((await f.ctx.call({ method: 'GET', url: `${api}/999999/estudiantes`, as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: `${api}/abc/estudiantes`, as: 'registro' })).status).toBe(400);
  });

  it('sends the professor’s message to the students of the section who have an account, and no one else', async () => {
    const res = await f.ctx.call({
      method: 'POST',
      url: `${api}/mensajes`,
      as: 'profesor',
      payload: { seccionAsignaturaId: own, asunto: 'Primera clase', mensaje: 'Traigan calculadora el lunes.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.total).toBe(2);
    const got = await f.ctx.database.query<{ usuario: string; texto: string }>(
      `select u.usua_nombre as usuario, m.mensaje as texto from usuario_mensaje m join usuario u on u.usuario_id = m.usuario_id
        where m.mensaje_envio_id = $1 order by 1`,
      [res.body.envioId],
    );
    expect(got.map((n) => n.usuario)).toEqual(['estudiante', 'lista.tres']);
    const progress = await f.ctx.call({ method: 'GET', url: `${api}/mensajes/envios/${res.body.envioId}`, as: 'profesor' });
    expect(progress.body.total).toBe(2);
    expect((await f.ctx.call({ method: 'GET', url: `${api}/mensajes/envios/${res.body.envioId}`, as: 'registro' })).status).toBe(404);
  });

  it('refuses a message to another’s section, to a section no one can receive, and bad input, writing nothing', async () => {
    const count = async () => (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from mensaje_envio`))[0].n;
    const n = await count();
    const send = (payload: object, as = 'profesor') => f.ctx.call({ method: 'POST', url: `${api}/mensajes`, as, payload });
    expect((await send({ seccionAsignaturaId: others, mensaje: 'Hola' })).status).toBe(403);
    const empty = await send({ seccionAsignaturaId: f.ids.c, mensaje: 'Hola' }, 'registro');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.seccionAsignaturaId).toMatch(/cuenta/);
    expect((await send({ seccionAsignaturaId: own, mensaje: '' })).status).toBe(400);
    expect((await send({ seccionAsignaturaId: 'x', mensaje: 'Hola' })).status).toBe(400);
    expect((await send({ seccionAsignaturaId: own, mensaje: 'Hola' }, 'estudiante')).status).toBe(403);
    expect(await count()).toBe(n);
  });
});
