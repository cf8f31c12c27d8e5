import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { cedulaFor } from '../../seed/scale.ts';
import { demoPassword } from '../../seed/seed.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;
let cedulas = 7_000;
const cedula = () => cedulaFor(++cedulas);

/** Registers a student in a career and gives them an account (admissions will do that; issue 5). */
async function student(name: string, carreraId: number, planEstudioId: number, extra: object = {}) {
  const res = await ctx.call({
    method: 'POST', url: '/api/academicos/estudiantes', as: 'admin',
    payload: {
      persNombres: name, persApellidos: 'Prueba', documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: cedula() }],
      carreraId, planEstudioId, sedeId: ids.sd, ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const user = await ctx.call({
    method: 'POST', url: '/api/seguridad/usuarios', as: 'admin',
    payload: { usuaNombre: name.toLowerCase(), usuaEmail: `${name.toLowerCase()}@demo.do`, clave: demoPassword, rolId: 6, persNombres: name, persApellidos: 'Prueba', sedes: [ids.sd] },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  await ctx.database.query(`update usuario set persona_id = (select persona_id from estudiante where estudiante_id = $1) where usua_nombre = $2`, [res.body.estudianteId, name.toLowerCase()]);
  return res.body.estudianteId as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const escuela = await one(`select min(escuela_id) as id from escuela`);
  const tipo = await one(`select min(tipo_carrera_id) as id from tipo_carrera`);
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.cedula = await one(`select tipo_documento_identificacion_id as id from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`);
  ids.suspendido = await one(`select estado_estudiante_id as id from estado_estudiante where es_es_descripcion = 'Suspendido'`);
  const career = async (alias: string) =>
    (await ctx.call({ method: 'POST', url: '/api/academicos/carreras', as: 'admin', payload: { carrDescripcion: alias, carrAlias: alias, escuelaId: escuela, tipoCarreraId: tipo, sedes: [ids.sd] } })).body.carreraId;
  const plan = async (carreraId: number) =>
    (await ctx.call({ method: 'POST', url: '/api/academicos/planes-estudios', as: 'admin', payload: { plEnDescripcion: `Plan ${carreraId}`, carreraId, plEnVersion: 1 } })).body.planEstudioId;
  ids.inf = await career('MSG-INF');
  ids.med = await career('MSG-MED');
  ids.planInf = await plan(ids.inf);
  ids.planMed = await plan(ids.med);
  const registro = await one(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
  await ctx.call({ method: 'POST', url: '/api/administracion-sistema/carreras-usuarios-accesos', as: 'admin', payload: { carreraId: ids.inf, usuarioId: registro } });
  ids.ana = await student('Anamsg', ids.inf, ids.planInf);
  ids.beto = await student('Betomsg', ids.inf, ids.planInf, { estadoEstudianteId: ids.suspendido });
  ids.carla = await student('Carlamsg', ids.med, ids.planMed);
  // A student without an account yet: counted, but nobody's inbox to put it in.
  await ctx.call({
    method: 'POST', url: '/api/academicos/estudiantes', as: 'admin',
    payload: { persNombres: 'Sincuenta', persApellidos: 'Prueba', documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: cedula() }], carreraId: ids.inf, planEstudioId: ids.planInf, sedeId: ids.sd },
  });
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
