import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, grantCareer, idOf, registerStudent, sedeId } from '../../test/academic-fixtures.ts';
import { demoPassword } from '../../seed/seed.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};

/** Registers a student and gives them an account (admissions will do that; issue 5). */
async function student(name: string, career: { carreraId: number; planEstudioId: number }, extra: object = {}) {
  const created = await registerStudent(ctx, { ...career, sedeId: ids.sd }, { persNombres: name, ...extra });
  const user = await ctx.call({
    method: 'POST',
    url: '/api/seguridad/usuarios',
    as: 'admin',
    payload: {
      usuaNombre: name.toLowerCase(),
      usuaEmail: `${name.toLowerCase()}@demo.do`,
      clave: demoPassword,
      rolId: 6,
      persNombres: name,
      persApellidos: 'Prueba',
      sedes: [ids.sd],
    },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  await ctx.database.query(`update usuario set persona_id = $1 where usua_nombre = $2`, [created.personaId, name.toLowerCase()]);
  return created.estudianteId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ids.sd = await sedeId(ctx, 'SD');
  ids.suspendido = await idOf(ctx, `select estado_estudiante_id as id from estado_estudiante where es_es_descripcion = 'Suspendido'`);
  const inf = await careerWithPlan(ctx, 'MSG-INF', [ids.sd]);
  const med = await careerWithPlan(ctx, 'MSG-MED', [ids.sd]);
  ids.inf = inf.carreraId;
  ids.med = med.carreraId;
  await grantCareer(ctx, 'registro', ids.inf);
  ids.ana = await student('Anamsg', inf);
  ids.beto = await student('Betomsg', inf, { estadoEstudianteId: ids.suspendido });
  ids.carla = await student('Carlamsg', med);
  // A student without an account yet: counted, but nobody's inbox to put it in.
  await registerStudent(ctx, { ...inf, sedeId: ids.sd }, { persNombres: 'Sincuenta' });
});
afterAll(() => ctx.close());

const unread = async (as: string) => (await ctx.call({ method: 'GET', url: '/api/seguridad/usuario-mensajes/total', as })).body as number;
const send = (payload: object, as = 'registro') => ctx.call({ method: 'POST', url: '/api/academicos/mensajeria', as, payload });
const preview = (payload: object, as = 'registro') => ctx.call({ method: 'POST', url: '/api/academicos/mensajeria/destinatarios', as, payload });

describe('academic messaging (/academicos/mensajeria)', () => {
  it('previews and sends to the active students of a career, with an account, in the sender’s careers', async () => {
    const seen = await preview({ carreras: [ids.inf] });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toEqual({ estudiantes: 2, conCuenta: 1 }); // Ana and Sincuenta; Beto is suspended
    const res = await send({ mensaje: 'Las clases inician el lunes', asunto: 'Inicio', carreras: [ids.inf] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.total).toBe(1);
    expect(await unread('anamsg')).toBe(1);
    expect(await unread('betomsg')).toBe(0);
    expect(await unread('carlamsg')).toBe(0);
    const list = await ctx.call({ method: 'GET', url: '/api/seguridad/usuario-mensajes/mensajes', as: 'anamsg' });
    expect(list.body[0]).toMatchObject({ usuario: 'registro', usMeMensaje: 'Las clases inician el lunes' });
    // The sender follows the send; nobody else can.
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/mensajeria/envios/${res.body.envioId}`, as: 'registro' })).body.total).toBe(1);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/mensajeria/envios/${res.body.envioId}`, as: 'admin' })).status).toBe(404);
  });

  it('reaches other statuses only when asked', async () => {
    const res = await send({ mensaje: 'Pase por Registro', carreras: [ids.inf], estados: [ids.suspendido] });
    expect(res.body.total).toBe(1);
    expect(await unread('betomsg')).toBe(1);
    expect(await unread('anamsg')).toBe(1);
  });

  it('without a career, means every career of the sender — never another’s', async () => {
    expect((await preview({})).body).toEqual({ estudiantes: 2, conCuenta: 1 });
    expect((await preview({}, 'admin')).body.estudiantes).toBeGreaterThanOrEqual(3);
  });

  it('refuses careers outside the sender’s, an empty audience, an empty text and users without the screen — writing nothing', async () => {
    const before = await countRows(ctx.database, 'mensaje_envio');
    const other = await send({ mensaje: 'Hola', carreras: [ids.med] });
    expect(other.status).toBe(400);
    expect(other.body.fields.carreras).toMatch(/no trabaja/);
    expect((await preview({ carreras: [ids.med] })).status).toBe(400);
    const nobody = await send({ mensaje: 'Hola' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields.carreras).toBeTruthy();
    const blank = await send({ mensaje: '   ', carreras: [ids.inf] });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.mensaje).toBeTruthy();
    expect((await send({ mensaje: 'Hola', carreras: [ids.inf] }, 'caja')).status).toBe(403);
    expect((await preview({ carreras: [ids.inf] }, 'anamsg')).status).toBe(403);
    expect(await countRows(ctx.database, 'mensaje_envio')).toBe(before);
    expect(await unread('carlamsg')).toBe(0);
  });

  it('narrows by entry period and campus', async () => {
    expect((await preview({ carreras: [ids.inf], periodos: [999999] })).body).toEqual({ estudiantes: 0, conCuenta: 0 });
    expect((await preview({ carreras: [ids.inf], sedes: [ids.sd] })).body.estudiantes).toBe(2);
    expect((await preview({ carreras: [ids.inf], sedes: [999999] })).body.estudiantes).toBe(0);
  });
});
