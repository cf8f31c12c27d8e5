import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, idOf, registerStudent, sedeId } from '../../test/academic-fixtures.ts';
import { maskedName } from '@claustro/domain/academicos/egresado.rules';

let ctx: TestContext;
let cedula = '';
let matricula = '';
let otherCedula = '';
beforeAll(async () => {
  ctx = await createTestContext();
  const sd = await sedeId(ctx, 'SD');
  const career = await careerWithPlan(ctx, 'EGRE', [sd]);
  await ctx.database.query(
    `update plan_estudio set pl_en_titulo_masc = 'Licenciado en Egresología', pl_en_titulo_fem = 'Licenciada en Egresología' where plan_estudio_id = $1`,
    [career.planEstudioId],
  );
  const femenino = await idOf(ctx, `select sexo_id as id from sexo where sexo_descripcion = 'Femenino'`);
  const graduada = await registerStudent(ctx, { ...career, sedeId: sd }, { persNombres: 'Altagracia María', persApellidos: 'Tavárez Ureña', sexoId: femenino });
  const graduado = await idOf(ctx, `select estado_estudiante_id as id from estado_estudiante where es_es_descripcion = 'Graduado'`);
  await ctx.call({
    method: 'POST',
    url: '/api/academicos/estudiantes-cambios-estatus',
    as: 'admin',
    payload: { estudianteId: graduada.estudianteId, estadoEstudianteId: graduado },
  });
  const full = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${graduada.estudianteId}`, as: 'admin' })).body;
  cedula = full.personaDocumentosIdentificacion[0].doIdValor;
  matricula = graduada.matriculaId;
  const current = await registerStudent(ctx, { ...career, sedeId: sd });
  otherCedula = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${current.estudianteId}`, as: 'admin' })).body
    .personaDocumentosIdentificacion[0].doIdValor;
});
afterAll(() => ctx.close());

const ask = (documento: string, remoteAddress = '10.6.0.1') =>
  ctx.call({ method: 'POST', url: '/api/consulta/estudiante-egresado', payload: { documento }, remoteAddress });

describe('is this person a graduate?', () => {
  it('answers yes with the degree title and a shortened name, by identification or matrícula', async () => {
    const res = await ask(cedula);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      egresado: true,
      nombre: 'Altagracia T. U.',
      titulos: [{ carrera: 'EGRE', titulo: 'Licenciada en Egresología', sede: 'Recinto Santo Domingo' }],
    });
    expect(JSON.stringify(res.body)).not.toContain(cedula);
    expect((await ask(matricula)).body.egresado).toBe(true);
  });

  it('answers no for a current student and for nobody, saying nothing else', async () => {
    expect((await ask(otherCedula)).body).toEqual({ egresado: false, nombre: null, titulos: [] });
    expect((await ask('00000000000')).body).toEqual({ egresado: false, nombre: null, titulos: [] });
    expect((await ask('x; drop table')).status).toBe(400);
  });

  it('slows down whoever asks too much', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await ask(otherCedula, '10.6.9.9')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('names shortened for verifiers', () => {
  it('keep the first name and the surnames’ initials', () => {
    expect(maskedName('Altagracia María', 'Tavárez Ureña')).toBe('Altagracia T. U.');
    expect(maskedName('Juan', 'de la Cruz Peña')).toBe('Juan C. P.');
  });
});
