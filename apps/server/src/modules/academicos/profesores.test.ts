import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, multipart, pngBytes, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let sd: number;
beforeAll(async () => {
  ctx = await createTestContext();
  sd = (await ctx.database.query<{ id: number }>(`select sede_id as id from sede where sede_iniciales = 'SD'`))[0].id;
});
afterAll(() => ctx.close());

const api = '/api/academicos/profesores';
const prof = (extra: object = {}) => ({
  persNombres: 'Ramón',
  persApellidos: 'Tavárez',
  sedeId: sd,
  profFechaIngreso: '2020-08-01',
  documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PX0001' }],
  ...extra,
});

describe('professors', () => {
  it('get a reference code from their campus counter, in order', async () => {
    const first = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: prof() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.profCodigo_Referencia).toBe('SD-0001');
    const reserved = await ctx.call({ method: 'PUT', url: `${api}/secuencia/${sd}`, as: 'registro', payload: { sedeId: sd } });
    expect(reserved.body).toEqual({ sedeId: sd, profCodigo_Referencia: 'SD-0002' });
    const second = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: prof({
        persNombres: 'Ana',
        documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PX0002' }],
        profCodigo_Referencia: 'SD-0002',
      }),
    });
    expect(second.body.profCodigo_Referencia).toBe('SD-0002');
    expect((await ctx.call({ method: 'GET', url: `${api}/codigo/sd-0002`, as: 'caja' })).body.persNombres).toBe('Ana');
    expect((await ctx.call({ method: 'GET', url: `${api}/documento/PX0001`, as: 'caja' })).body.persNombres).toBe('Ramón');
    expect((await ctx.call({ method: 'GET', url: `${api}?value=tavárez`, as: 'caja' })).body).toHaveLength(2);
  });

  it('refuse a taken code, a disqualified professor marked eligible, and users without the screen — writing nothing', async () => {
    const before = await countRows(ctx.database, 'profesor');
    const taken = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: prof({ documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PX0003' }], profCodigo_Referencia: 'SD-0001' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toHaveProperty('profCodigo_Referencia');
    const eligible = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: prof({
        documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PX0004' }],
        profFechaInhabilidad: '2026-01-01',
        profEsElegible: true,
      }),
    });
    expect(eligible.status).toBe(400);
    expect(eligible.body.fields).toHaveProperty('profEsElegible');
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: api,
          as: 'caja',
          payload: prof({ documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PX0005' }] }),
        })
      ).status,
    ).toBe(403);
    const bad = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: { persNombres: '', sedeId: 'x', documentosIdentificacion: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['persNombres', 'persApellidos', 'sedeId', 'documentosIdentificacion']));
    expect(await countRows(ctx.database, 'profesor')).toBe(before);
  });

  it('update, disqualifying with a note, and audit the change', async () => {
    const ramon = (await ctx.call({ method: 'GET', url: `${api}/codigo/SD-0001`, as: 'registro' })).body;
    const upd = await ctx.call({
      method: 'PUT',
      url: `${api}/${ramon.profesorId}`,
      as: 'registro',
      payload: prof({ profEsElegible: false, profFechaInhabilidad: '2026-02-01', profInhabilidad_Observacion: 'Licencia sin disfrute de sueldo' }),
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body).toMatchObject({ profEsElegible: false, profFechaInhabilidad: '2026-02-01', profCodigo_Referencia: 'SD-0001' });
    const listed = (await ctx.call({ method: 'GET', url: `${api}/listado`, as: 'caja' })).body.map((p: { persNombres: string }) => p.persNombres);
    expect(listed).not.toContain('Ramón');
    const [audit] = await ctx.database.query(`select 1 from audit_log where entidad = 'profesor' and accion = 'actualizar'`);
    expect(audit).toBeTruthy();
  });

  it('take a photo and a signature that are images by their bytes; the signature is shown only to who manages professors', async () => {
    const ramon = (await ctx.call({ method: 'GET', url: `${api}/codigo/SD-0001`, as: 'registro' })).body;
    const firma = await ctx.call({
      method: 'POST',
      url: `${api}/${ramon.profesorId}/firma`,
      as: 'registro',
      ...multipart({}, { content: pngBytes, filename: 'firma.png' }),
    });
    expect(firma.status, JSON.stringify(firma.body)).toBe(200);
    // Stored under an unguessable name: knowing the professor's id does not lead to the file.
    expect(firma.body.firmaUrl).toMatch(new RegExp(`^/api/archivos/firmas/profesor-${ramon.profesorId}-[0-9a-f]{32}\\.png$`));
    const foto = await ctx.call({
      method: 'POST',
      url: `${api}/${ramon.profesorId}/foto`,
      as: 'registro',
      ...multipart({}, { content: pngBytes, filename: 'foto.png' }),
    });
    expect(foto.status).toBe(200);
    expect(foto.body.persFoto).toMatch(/^\/api\/archivos\/fotos\/persona-\d+-[0-9a-f]{32}\.png$/);
    expect((await ctx.call({ method: 'GET', url: `${api}/${ramon.profesorId}`, as: 'registro' })).body).toMatchObject({
      firmaUrl: firma.body.firmaUrl,
      persFoto: foto.body.persFoto,
    });

    const image = await ctx.call({ method: 'GET', url: firma.body.firmaUrl, as: 'registro' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await ctx.call({ method: 'GET', url: firma.body.firmaUrl, as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/archivos/firmas/profesor-1-1.png/../../secret', as: 'registro' })).status).toBeGreaterThanOrEqual(400);

    const disguised = await ctx.call({
      method: 'POST',
      url: `${api}/${ramon.profesorId}/firma`,
      as: 'registro',
      ...multipart({}, { content: Buffer.from('%PDF-1.4 not an image'), filename: 'firma.png' }),
    });
    expect(disguised.status).toBe(400);
    expect(
      (await ctx.call({ method: 'POST', url: `${api}/${ramon.profesorId}/firma`, as: 'caja', ...multipart({}, { content: pngBytes, filename: 'f.png' }) }))
        .status,
    ).toBe(403);
    expect(
      (await ctx.call({ method: 'POST', url: `${api}/999999/foto`, as: 'registro', ...multipart({}, { content: pngBytes, filename: 'f.png' }) })).status,
    ).toBe(404);
    // The refused uploads changed nothing.
    expect((await ctx.call({ method: 'GET', url: `${api}/${ramon.profesorId}`, as: 'registro' })).body.firmaUrl).toBe(firma.body.firmaUrl);
  });

  it('keep a professor to their own record: no list of every professor, no look-ups', async () => {
    for (const url of [api, `${api}/listado`, `${api}/codigo/SD-0001`, `${api}/documento/PX0001`, `${api}/carrera/1`]) {
      expect((await ctx.call({ method: 'GET', url, as: 'profesor' })).status, url).toBe(403);
    }
    const ramon = (await ctx.call({ method: 'GET', url: `${api}/codigo/SD-0001`, as: 'registro' })).body;
    expect((await ctx.call({ method: 'GET', url: `${api}/${ramon.profesorId}`, as: 'profesor' })).status).toBe(403);
    // The demo professor's own record (made here the way the demo does: a professor on the account's person).
    const [{ persona_id: own }] = await ctx.database.query<{ persona_id: number }>(`select persona_id from usuario where usua_nombre = 'profesor'`);
    const [{ profesor_id: mine }] = await ctx.database.query<{ profesor_id: number }>(
      `insert into profesor (persona_id, prof_codigo_referencia, sede_id) values ($1, 'SD-9999', $2) returning profesor_id`,
      [own, sd],
    );
    const self = await ctx.call({ method: 'GET', url: `${api}/${mine}`, as: 'profesor' });
    expect(self.status).toBe(200);
    expect(self.body.profCodigo_Referencia).toBe('SD-9999');
  });

  it('answer only the declared fields of a professor (the response schema filters)', async () => {
    const ramon = (await ctx.call({ method: 'GET', url: `${api}/codigo/SD-0001`, as: 'registro' })).body;
    expect(Object.keys(ramon).sort()).toEqual(
      [
        'profesorId',
        'personaId',
        'companyId',
        'profCodigo_Referencia',
        'sedeId',
        'carreraId',
        'estatusId',
        'profFechaIngreso',
        'profEsElegible',
        'profFechaInhabilidad',
        'profInhabilidad_Observacion',
        'profesorCategoriaPagoId',
        'profEsDirector',
        'profEsCoordinador',
        'profEs_Administrativo',
        'profEs_Externo',
        'profEducacionCont',
        'profCaso_Emergencia',
        'profCaso_EmergenciaTel',
        'firmaUrl',
        'persNombres',
        'persApellidos',
        'persFechaNacimiento',
        'sexoId',
        'nacionalidadId',
        'persFoto',
        'documentosIdentificacion',
        'telefonos',
      ].sort(),
    );
  });
});
