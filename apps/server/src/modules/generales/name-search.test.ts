import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, registerStudent, sedeId } from '../../test/academic-fixtures.ts';
import { admissionSetup } from '../../test/admission-fixtures.ts';

/*
 * Spec §8 / issue 10: a name search ignores accents and case in every search of people, and a
 * matrícula or a document is found by any part of it.
 */

let ctx: TestContext;
let student: { estudianteId: number; matriculaId: string };
let cedula: string;
let periodo: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const sd = await sedeId(ctx, 'SD');
  const career = await careerWithPlan(ctx, 'BUS', [sd]);
  const dni = (
    await ctx.database.query<{ id: number }>(
      `select tipo_documento_identificacion_id as id from tipo_documento_identificacion where do_id_descripcion = 'Pasaporte'`,
    )
  )[0].id;
  cedula = 'RD4471029';
  student = await registerStudent(
    ctx,
    { carreraId: career.carreraId, planEstudioId: career.planEstudioId, sedeId: sd },
    { persNombres: 'José Manuel', persApellidos: 'Peña Núñez', documentosIdentificacion: [{ tipoDocumentoIdentificacionId: dni, doIdValor: cedula }] },
  );
  const prof = await ctx.call({
    method: 'POST',
    url: '/api/academicos/profesores',
    as: 'admin',
    payload: {
      persNombres: 'Ángela',
      persApellidos: 'Núñez Peña',
      sedeId: sd,
      documentosIdentificacion: [{ tipoDocumentoIdentificacionId: dni, doIdValor: 'PX7781' }],
    },
  });
  expect(prof.status, JSON.stringify(prof.body)).toBe(201);
  const user = await ctx.call({
    method: 'POST',
    url: '/api/seguridad/usuarios',
    as: 'admin',
    payload: {
      usuaNombre: 'inunez',
      usuaEmail: 'inunez@demo.do',
      clave: 'Inicial2026',
      rolId: 2,
      persNombres: 'Inés',
      persApellidos: 'Núñez Peña',
      sedes: [sd],
    },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  const adm = await admissionSetup(ctx, 'NOM');
  periodo = adm.periodo;
  const filed = await adm.submit(adm.solicitud({ nombres: 'María José', apellidos: 'Núñez Peña' }));
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.call({ method: 'GET', url, as: 'admin' });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as Record<string, string>[];
};
const q = encodeURIComponent;

describe('a search of people', () => {
  it('finds students by name without accents or case, and by any part of the matrícula or document', async () => {
    for (const text of ['Pena', 'NUNEZ', 'jose manuel', 'José Manuel', 'peña núñez']) {
      const rows = await get(`/api/academicos/estudiantes?value=${q(text)}`);
      expect(
        rows.map((r) => r.matriculaId),
        text,
      ).toContain(student.matriculaId);
    }
    const [year, number] = student.matriculaId.split('-');
    for (const text of [number, `${year}-${number.slice(0, 2)}`, `${year}${number}`, cedula, cedula.slice(-5)]) {
      const rows = await get(`/api/academicos/estudiantes?value=${q(text)}`);
      expect(
        rows.map((r) => r.matriculaId),
        text,
      ).toContain(student.matriculaId);
    }
    expect(await get(`/api/academicos/estudiantes?value=${q('Penas')}`)).toEqual([]);
  });

  it('finds professors, persons, users and applicants by name without accents or case', async () => {
    expect((await get(`/api/academicos/profesores?value=${q('angela nunez')}`)).map((r) => r.persNombres)).toEqual(['Ángela']);
    expect((await get(`/api/generales/personas/nombres/${q('ANGELA NUNEZ')}`)).map((r) => r.persNombres)).toEqual(['Ángela']);
    expect((await get(`/api/seguridad/usuarios?value=${q('Ines Nunez')}`)).map((r) => r.usuaNombre)).toEqual(['inunez']);
    expect((await get(`/api/academicos/solicitudes-admisiones/periodo-academico/${periodo}?value=${q('maria jose nunez')}`)).map((r) => r.nombres)).toEqual([
      'María José',
    ]);
  });

  it('takes what is typed literally: a wildcard matches only itself', async () => {
    expect(await get(`/api/generales/personas/nombres/${q('%')}`)).toEqual([]);
    expect(await get(`/api/seguridad/usuarios?value=${q('_')}`)).toEqual([]);
  });
});
