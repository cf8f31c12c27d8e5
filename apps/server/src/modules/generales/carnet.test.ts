import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let student: { estudianteId: number; matriculaId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const one = async (q: string) => (await ctx.database.query<{ id: number }>(q))[0].id;
  const escuela = await one(`select min(escuela_id) as id from escuela`);
  const tipo = await one(`select min(tipo_carrera_id) as id from tipo_carrera`);
  const carreraId = (
    await ctx.call({
      method: 'POST',
      url: '/api/academicos/carreras',
      as: 'admin',
      payload: { carrDescripcion: 'Enfermería', carrAlias: 'ENF', escuelaId: escuela, tipoCarreraId: tipo },
    })
  ).body.carreraId;
  const planEstudioId = (
    await ctx.call({ method: 'POST', url: '/api/academicos/planes-estudios', as: 'admin', payload: { plEnDescripcion: 'ENF', carreraId, plEnVersion: 1 } })
  ).body.planEstudioId;
  student = (
    await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiantes',
      as: 'admin',
      payload: {
        persNombres: 'Rosa',
        persApellidos: 'Almánzar',
        carreraId,
        planEstudioId,
        sedeId: 1,
        documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'CARNET1' }],
      },
    })
  ).body;
});
afterAll(() => ctx.close());

describe('student ID card', () => {
  it('is a printable PDF card of the student', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/generales/carnet/${student.estudianteId}`,
      headers: { authorization: `Bearer ${(await ctx.login('admin')).token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`carnet-${student.matriculaId}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`Carnet ${student.matriculaId}`);
    expect(pdf.length).toBeGreaterThan(2000); // it carries a QR image
  });

  it('is refused to users without the screen, and for students outside the user’s careers', async () => {
    expect((await ctx.call({ method: 'GET', url: `/api/generales/carnet/${student.estudianteId}`, as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `/api/generales/carnet/${student.estudianteId}`, as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/carnet/999999', as: 'admin' })).status).toBe(404);
  });
});
