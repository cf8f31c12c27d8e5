import { expect } from 'vitest';
import { cedulaFor } from '../seed/scale-nombres.ts';
import type { TestContext } from './context.ts';

/** The id in the first row of a query (`select … as id`). */
export const idOf = async (ctx: TestContext, q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;

/** A campus by its initials (`SD`, `STI`). */
export const sedeId = (ctx: TestContext, iniciales: string) => idOf(ctx, `select sede_id as id from sede where sede_iniciales = $1`, [iniciales]);

/** A career offered at the given campuses, with one study plan in force; the admin creates both. */
export async function careerWithPlan(ctx: TestContext, alias: string, sedes: number[]) {
  const escuela = await idOf(ctx, `select min(escuela_id) as id from escuela`);
  const tipo = await idOf(ctx, `select min(tipo_carrera_id) as id from tipo_carrera`);
  const career = await ctx.call({
    method: 'POST',
    url: '/api/academicos/carreras',
    as: 'admin',
    payload: { carrDescripcion: alias, carrAlias: alias, escuelaId: escuela, tipoCarreraId: tipo, sedes },
  });
  expect(career.status, JSON.stringify(career.body)).toBe(201);
  const plan = await ctx.call({
    method: 'POST',
    url: '/api/academicos/planes-estudios',
    as: 'admin',
    payload: { plEnDescripcion: `Plan ${alias}`, carreraId: career.body.carreraId, plEnVersion: 1, plEnVigente: true },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  return { carreraId: career.body.carreraId as number, planEstudioId: plan.body.planEstudioId as number };
}

/** Lets a user work with a career (`/administracion-sistema/carreras-accesos-usuarios`). */
export async function grantCareer(ctx: TestContext, usuaNombre: string, carreraId: number) {
  const usuarioId = await idOf(ctx, `select usuario_id as id from usuario where usua_nombre = $1`, [usuaNombre]);
  const res = await ctx.call({ method: 'POST', url: '/api/administracion-sistema/carreras-usuarios-accesos', as: 'admin', payload: { carreraId, usuarioId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

let serial = 0;
/** Registers a student (as the admin) with a fresh valid cédula; answers the created student. */
export async function registerStudent(ctx: TestContext, ingreso: { carreraId: number; planEstudioId: number; sedeId: number }, extra: object = {}) {
  const cedula = await idOf(ctx, `select tipo_documento_identificacion_id as id from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`);
  const res = await ctx.call({
    method: 'POST',
    url: '/api/academicos/estudiantes',
    as: 'admin',
    payload: {
      persNombres: 'Estudiante',
      persApellidos: 'De Prueba',
      documentosIdentificacion: [{ tipoDocumentoIdentificacionId: cedula, doIdValor: cedulaFor(7_000_000 + ++serial) }],
      ...ingreso,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { estudianteId: number; matriculaId: string; personaId: number; carreras: { estudianteCarreraId: number }[] };
}
