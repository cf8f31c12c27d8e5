import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const cedula = { tipoDocumentoIdentificacionId: 1, doIdValor: '40212345678' };

describe('personas', () => {
  let personaId: number;

  it('creates a person with documents and finds them by document, type+document and names', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/generales/personas',
      as: 'admin',
      payload: {
        PersNombres: 'Juana',
        PersApellidos: 'Pérez Núñez',
        PersFechaNacimiento: '1999-04-01T00:00:00',
        sexoId: 2,
        documentos: [cedula],
        personaId: 0,
        companyId: 9,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    personaId = res.body.personaId;
    expect(res.body).toMatchObject({ persNombres: 'Juana', persFechaNacimiento: '1999-04-01', companyId: 1, documentos: [cedula] });

    const byDoc = await ctx.call({
      method: 'POST',
      url: '/api/generales/personas/documento',
      as: 'caja',
      payload: { TipoDocumentoIdentificacionId: 1, DoIdValor: '40212345678' },
    });
    expect(byDoc.body.personaId).toBe(personaId);
    const byPath = await ctx.call({ method: 'GET', url: '/api/generales/personas/tipodoc/1/documento/40212345678', as: 'registro' });
    expect(byPath.body.personaId).toBe(personaId);
    const byName = await ctx.call({ method: 'GET', url: `/api/generales/personas/nombres/${encodeURIComponent('juana pérez')}`, as: 'registro' });
    expect(byName.body.map((p: { personaId: number }) => p.personaId)).toContain(personaId);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/personas/tipodoc/1/documento/00000000000', as: 'registro' })).status).toBe(404);
  });

  it('updates with the id in the body and refuses a document already taken', async () => {
    const upd = await ctx.call({
      method: 'PUT',
      url: '/api/generales/personas',
      as: 'admin',
      payload: { personaId, persNombres: 'Juana María', persApellidos: 'Pérez Núñez', documentos: [cedula] },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.persNombres).toBe('Juana María');
    const before = await countRows(ctx.database, 'persona');
    const dup = await ctx.call({
      method: 'POST',
      url: '/api/generales/personas',
      as: 'admin',
      payload: { persNombres: 'Otra', persApellidos: 'Persona', documentos: [cedula] },
    });
    expect(dup.status).toBe(409);
    expect(await countRows(ctx.database, 'persona')).toBe(before);
  });

  it('rejects bad input field by field and refuses users without a person screen', async () => {
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/generales/personas',
      as: 'admin',
      payload: { persNombres: '', persFechaNacimiento: '31/12/1990', documentos: [{ tipoDocumentoIdentificacionId: 1, doIdValor: '402-1234567-8' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['persNombres', 'persApellidos', 'persFechaNacimiento', 'documentos.0.doIdValor']));
    expect((await ctx.call({ method: 'POST', url: '/api/generales/personas', as: 'caja', payload: { persNombres: 'A', persApellidos: 'B' } })).status).toBe(
      403,
    );
    expect((await ctx.call({ method: 'GET', url: '/api/generales/personas/nombres/juana', as: 'estudiante' })).status).toBe(403);
  });
});

describe('person addresses', () => {
  it('lets a person manage their own addresses and nobody else’s without a person screen', async () => {
    const [{ persona_id: own }] = await ctx.database.query<{ persona_id: number }>(`select persona_id from usuario where usua_nombre = 'estudiante'`);
    const [{ persona_id: other }] = await ctx.database.query<{ persona_id: number }>(`select persona_id from usuario where usua_nombre = 'caja'`);
    const base = '/api/generales/personas-direcciones';
    const created = await ctx.call({
      method: 'POST',
      url: base,
      as: 'estudiante',
      payload: { personaId: own, paisId: 1, provinciaId: 1, peDiDireccion: 'Calle Duarte 10' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.personaDireccionId;
    expect((await ctx.call({ method: 'GET', url: `${base}?personaId=${own}`, as: 'estudiante' })).body).toHaveLength(1);
    expect(
      (await ctx.call({ method: 'PUT', url: `${base}/${id}`, as: 'estudiante', payload: { personaId: own, peDiDireccion: 'Calle Duarte 12' } })).body
        .peDiDireccion,
    ).toBe('Calle Duarte 12');
    expect((await ctx.call({ method: 'GET', url: `${base}?personaId=${other}`, as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'POST', url: base, as: 'estudiante', payload: { personaId: other, peDiDireccion: 'X' } })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${base}/${id}`, as: 'admin' })).status).toBe(200);
    expect((await ctx.call({ method: 'POST', url: base, as: 'estudiante', payload: { personaId: own, peDiDireccion: '' } })).status).toBe(400);
    expect((await ctx.call({ method: 'DELETE', url: `${base}/${id}`, as: 'estudiante' })).status).toBe(204);
    expect((await ctx.call({ method: 'GET', url: `${base}/${id}`, as: 'estudiante' })).status).toBe(404);
    const audit = await ctx.database.query<{ accion: string }>(
      `select accion from audit_log where entidad = 'personaDireccion' and entidad_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'actualizar', 'revocar']);
  });
});

describe('who may read a person', () => {
  it('keeps a professor to their own person record: no walking ids, no searching, no look-up by document', async () => {
    const [{ persona_id: own }] = await ctx.database.query<{ persona_id: number }>(`select persona_id from usuario where usua_nombre = 'profesor'`);
    const [{ persona_id: other }] = await ctx.database.query<{ persona_id: number }>(`select persona_id from usuario where usua_nombre = 'estudiante'`);
    const mine = await ctx.call({ method: 'GET', url: `/api/generales/personas/${own}`, as: 'profesor' });
    expect(mine.status).toBe(200);
    expect(mine.body.personaId).toBe(own);
    expect((await ctx.call({ method: 'GET', url: `/api/generales/personas/${other}`, as: 'profesor' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/personas/nombres/a', as: 'profesor' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/personas/tipodoc/1/documento/40212345678', as: 'profesor' })).status).toBe(403);
    expect((await ctx.call({ method: 'POST', url: '/api/generales/personas/documento', as: 'profesor', payload: cedula })).status).toBe(403);
    // Staff whose screens write people still read anyone.
    expect((await ctx.call({ method: 'GET', url: `/api/generales/personas/${other}`, as: 'registro' })).status).toBe(200);
  });

  it('matches a typed % or _ literally rather than as a wildcard', async () => {
    const all = await ctx.call({ method: 'GET', url: `/api/generales/personas/nombres/${encodeURIComponent('%')}`, as: 'admin' });
    expect(all.status).toBe(200);
    expect(all.body).toEqual([]);
    const underscore = await ctx.call({ method: 'GET', url: `/api/generales/personas/nombres/${encodeURIComponent('_')}`, as: 'admin' });
    expect(underscore.body).toEqual([]);
  });
});
