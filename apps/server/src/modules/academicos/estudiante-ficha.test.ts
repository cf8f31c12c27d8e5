import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, grantCareer, idOf, registerStudent, sedeId } from '../../test/academic-fixtures.ts';

let ctx: TestContext;
let elena = 0;
let outsider = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const sd = await sedeId(ctx, 'SD');
  const mine = await careerWithPlan(ctx, 'FICHA', [sd]);
  const other = await careerWithPlan(ctx, 'OTRAFICHA', [sd]);
  await grantCareer(ctx, 'registro', mine.carreraId);
  const movil = await idOf(ctx, `select min(tipo_telefono_id) as id from tipo_telefono`);
  const created = await registerStudent(
    ctx,
    { ...mine, sedeId: sd },
    {
      persNombres: 'Elena',
      persApellidos: 'Marte Núñez',
      telefonos: [{ tipoTelefonoId: movil, peTeTelefono: '809-555-1212' }],
      direcciones: [{ peDiDireccion: 'Calle El Conde 12, Zona Colonial' }],
    },
  );
  elena = created.estudianteId;
  outsider = (await registerStudent(ctx, { ...other, sedeId: sd })).estudianteId;
  await ctx.database.query(`update usuario set persona_id = $1 where usua_nombre = 'estudiante'`, [created.personaId]);

  // A day in the record's life: a status change, an edit, a message.
  const estado = await idOf(ctx, `select max(estado_estudiante_id) as id from estado_estudiante`);
  const changed = await ctx.call({
    method: 'POST',
    url: '/api/academicos/estudiantes-cambios-estatus',
    as: 'registro',
    payload: { estudianteId: elena, estadoEstudianteId: estado },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(201);
  const current = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${elena}`, as: 'registro' })).body;
  const edited = await ctx.call({
    method: 'PUT',
    url: `/api/academicos/estudiantes/${elena}`,
    as: 'registro',
    payload: {
      persNombres: current.persNombres,
      persApellidos: current.persApellidos,
      documentosIdentificacion: current.personaDocumentosIdentificacion,
      telefonos: current.personaTelefonos,
      emails: current.personaEmails,
      persAlergico: 'Penicilina',
    },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  await ctx.database.query(
    `insert into usuario_mensaje (usuario_id, remitente_id, mensaje) select u.usuario_id, r.usuario_id, 'Su carnet está listo'
       from usuario u, usuario r where u.usua_nombre = 'estudiante' and r.usua_nombre = 'registro'`,
  );
});
afterAll(() => ctx.close());

const ficha = (id: number | string, as: string) => ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${id}/ficha`, as });

describe("the student's record", () => {
  it('shows staff the identity, careers, changes, messages and the audit trail, in words', async () => {
    const res = await ficha(elena, 'registro');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const f = res.body;
    expect(f.identidad).toMatchObject({ estudianteId: elena, persNombres: 'Elena', persApellidos: 'Marte Núñez', persAlergico: 'Penicilina' });
    expect(f.identidad.documentos).toEqual([{ tipo: 'Cédula', valor: expect.stringMatching(/^\d{11}$/) }]);
    // The edit carried no addresses: the one the student had is kept.
    expect(f.identidad.direcciones).toEqual([expect.objectContaining({ direccion: 'Calle El Conde 12, Zona Colonial' })]);
    expect(f.identidad.telefonos).toEqual([{ tipo: expect.any(String), numero: '809-555-1212' }]);
    expect(f.carreras).toEqual([
      expect.objectContaining({ carrera: 'FICHA', plan: 'Plan FICHA', sede: expect.any(String), estado: expect.any(String), activa: true }),
    ]);
    const estados = await ctx.database.query<{ d: string }>(`select es_es_descripcion as d from estado_estudiante order by estado_estudiante_id desc limit 1`);
    expect(f.cambios).toEqual([expect.objectContaining({ tipo: 'estatus', usuario: 'registro', despues: estados[0].d, antes: expect.any(String) })]);
    expect(f.mensajes).toEqual([expect.objectContaining({ mensaje: 'Su carnet está listo', leido: false })]);
    expect(f.solicitud).toBeNull();
    expect(f.editable).toBe(true);
    const kinds = f.auditoria.map((a: { entidad: string; accion: string }) => `${a.entidad}:${a.accion}`);
    expect(kinds).toEqual(['estudiante:actualizar', 'estudianteCambio.estatus:actualizar', 'estudiante:crear']);
    expect(f.auditoria[0]).toMatchObject({ usuario: 'registro', campos: ['persAlergico'] });
    expect(f.auditoria[1].campos).toEqual(['estadoEstudianteId']);
  });

  it('shows the student their own, without the audit trail and read-only', async () => {
    const own = await ficha(elena, 'estudiante');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ auditoria: null, editable: false, identidad: { estudianteId: elena } });
    const propia = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-ficha/propia', as: 'estudiante' });
    expect(propia.body.identidad.estudianteId).toBe(elena);
    expect(propia.body.cambios).toHaveLength(1);
  });

  it("is refused to another student, to staff outside the student's careers and to staff without a students' screen", async () => {
    expect((await ficha(outsider, 'estudiante')).status).toBe(403);
    expect((await ficha(outsider, 'registro')).status).toBe(403);
    expect((await ficha(elena, 'caja')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-ficha/propia', as: 'caja' })).status).toBe(404);
    expect((await ficha(outsider, 'admin')).status).toBe(200);
  });

  it('answers 404 for a student who does not exist and 400 for an id that is not one', async () => {
    expect((await ficha(99_999_999, 'admin')).status).toBe(404);
    const bad = await ficha('abc', 'admin');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.estudianteId).toBeTruthy();
  });
});
