import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string) => (await ctx.database.query<{ id: number }>(q))[0].id;

beforeAll(async () => {
  ctx = await createTestContext();
  const escuela = await one(`select min(escuela_id) as id from escuela`);
  const tipo = await one(`select min(tipo_carrera_id) as id from tipo_carrera`);
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.sti = await one(`select sede_id as id from sede where sede_iniciales = 'STI'`);
  ids.f = await one(`select sexo_id as id from sexo where sexo_descripcion = 'Femenino'`);
  ids.m = await one(`select sexo_id as id from sexo where sexo_descripcion = 'Masculino'`);
  ids.registro = await one(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
  ids.admin = await one(`select usuario_id as id from usuario where usua_nombre = 'admin'`);
  ids.suspendido = await one(`select estado_estudiante_id as id from estado_estudiante where es_es_descripcion = 'Suspendido'`);
  for (const alias of ['INF', 'MED']) {
    ids[alias] = (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/carreras',
        as: 'admin',
        payload: { carrDescripcion: alias === 'INF' ? 'Informática' : 'Medicina', carrAlias: alias, escuelaId: escuela, tipoCarreraId: tipo },
      })
    ).body.carreraId;
    ids[`plan${alias}`] = (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/planes-estudios',
        as: 'admin',
        payload: { plEnDescripcion: alias, carreraId: ids[alias], plEnVersion: 1 },
      })
    ).body.planEstudioId;
  }
  let n = 0;
  const student = async (career: 'INF' | 'MED', sede: number, sexo: number) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/estudiantes',
        as: 'admin',
        payload: {
          persNombres: `E${++n}`,
          persApellidos: 'Prueba',
          sexoId: sexo,
          carreraId: ids[career],
          planEstudioId: ids[`plan${career}`],
          sedeId: sede,
          documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: `EST${n}` }],
        },
      })
    ).body.estudianteId;
  await student('INF', ids.sd, ids.f);
  await student('INF', ids.sd, ids.m);
  await student('INF', ids.sti, ids.f);
  await student('MED', ids.sd, ids.f);
  const suspended = await student('MED', ids.sd, ids.m);
  await ctx.call({
    method: 'POST',
    url: '/api/academicos/estudiantes-cambios-estatus',
    as: 'admin',
    payload: { estudianteId: suspended, estadoEstudianteId: ids.suspendido },
  });
  await ctx.call({
    method: 'POST',
    url: '/api/administracion-sistema/carreras-usuarios-accesos',
    as: 'admin',
    payload: { carreraId: ids.INF, usuarioId: ids.registro },
  });
});
afterAll(() => ctx.close());

const base = '/api/reportes/academicos/estudiantes';
const totals = (body: { descripcion: string; total: number }[]) => Object.fromEntries(body.map((r) => [r.descripcion, r.total]));

describe('student statistics', () => {
  it('count active students by career, sex and campus over every career for an administrator', async () => {
    expect(totals((await ctx.call({ method: 'GET', url: `${base}/total-carrera/${ids.admin}/recinto/${ids.sd}`, as: 'admin' })).body)).toEqual({
      Informática: 2,
      Medicina: 1,
    });
    expect(totals((await ctx.call({ method: 'GET', url: `${base}/total-sexo/${ids.admin}/recinto/${ids.sd}`, as: 'admin' })).body)).toEqual({
      Femenino: 2,
      Masculino: 1,
    });
    expect(totals((await ctx.call({ method: 'GET', url: `${base}/total-recintos/${ids.admin}`, as: 'admin' })).body)).toEqual({
      'Recinto Santo Domingo': 3,
      'Recinto Santiago': 1,
    });
  });

  it('count only the careers a user works with, and only for that user', async () => {
    expect(totals((await ctx.call({ method: 'GET', url: `${base}/total-carrera/${ids.registro}/recinto/${ids.sd}`, as: 'registro' })).body)).toEqual({
      Informática: 2,
    });
    expect(totals((await ctx.call({ method: 'GET', url: `${base}/total-recintos/${ids.registro}`, as: 'registro' })).body)).toEqual({
      'Recinto Santo Domingo': 2,
      'Recinto Santiago': 1,
    });
    expect((await ctx.call({ method: 'GET', url: `${base}/total-recintos/${ids.admin}`, as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${base}/total-recintos/${ids.registro}`, as: 'estudiante' })).status).toBe(403);
  });
});
