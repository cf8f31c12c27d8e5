import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;
const api = '/api/reportes/investigacion/proyectos';

beforeAll(async () => {
  ctx = await createTestContext();
  ids.salud = await one(`select area_principal_investigacion_id as id from area_principal_investigacion where ar_pr_descripcion = 'Ciencias de la salud'`);
  ids.ingenieria = await one(
    `select area_principal_investigacion_id as id from area_principal_investigacion where ar_pr_descripcion = 'Ingeniería y tecnología'`,
  );
  ids.aplicada = await one(`select tipo_investigacion_id as id from tipo_investigacion where ti_in_descripcion = 'Aplicada'`);
  ids.fondocyt = await one(`select origen_fondo_id as id from origen_fondo where or_fo_descripcion = 'FONDOCYT'`);
  const sponsor = async (name: string) =>
    (await ctx.call({ method: 'POST', url: '/api/investigacion/patrocinador', as: 'admin', payload: { patrNombre: name } })).body.patrocinadorId;
  ids.banco = await sponsor('Banco Popular');
  ids.mescyt = await sponsor('MESCyT');
  const project = async (codigo: string, anio: number, area: number, extra: object = {}) => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/investigacion/proyecto-investigacion',
      as: 'admin',
      payload: {
        codigoProyecto: codigo,
        nombreProyecto: `Proyecto ${codigo}`,
        anio,
        areaPrincipalInvestigacionId: area,
        tipoInvestigacionId: ids.aplicada,
        origenFondoId: ids.fondocyt,
        sedeId: 1,
        ...extra,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  await project('DENGUE-24', 2024, ids.salud, {
    patrocinadoresProyectos: [
      { patrocinadorId: ids.banco, monto: '150000.00' },
      { patrocinadorId: ids.mescyt, monto: '50000.50' },
    ],
  });
  await project('SOLAR-25', 2025, ids.ingenieria, { patrocinadoresProyectos: [{ patrocinadorId: ids.mescyt, monto: '80000.00' }] });
  await project('VIEJO-19', 2019, ids.salud, { estatus: false });
});
afterAll(() => ctx.close());

describe('research projects report', () => {
  it('totals projects and sponsors’ contributions by area, type, source and year, active projects only by default', async () => {
    const res = await ctx.call({ method: 'GET', url: api, as: 'admin' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ proyectos: 2, monto: '280000.50' });
    expect(res.body.porArea).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ descripcion: 'Ciencias de la salud', proyectos: 1, monto: '200000.50' }),
        expect.objectContaining({ descripcion: 'Ingeniería y tecnología', proyectos: 1, monto: '80000.00' }),
      ]),
    );
    expect(res.body.porAnio.map((y: { descripcion: string }) => y.descripcion)).toEqual(['2024', '2025']);
    expect(res.body.detalle[0]).toMatchObject({ codigoProyecto: 'SOLAR-25', patrocinadores: 'MESCyT', investigadores: 0 });
    expect(res.body.detalle[1].patrocinadores).toBe('Banco Popular, MESCyT');
    const all = await ctx.call({ method: 'GET', url: `${api}?todos=true`, as: 'admin' });
    expect(all.body.proyectos).toBe(3);
  });

  it('narrows by years and area', async () => {
    expect((await ctx.call({ method: 'GET', url: `${api}?anioDesde=2025`, as: 'admin' })).body.proyectos).toBe(1);
    const salud = (await ctx.call({ method: 'GET', url: `${api}?areaPrincipalInvestigacionId=${ids.salud}&todos=true`, as: 'admin' })).body;
    expect(salud.detalle.map((p: { codigoProyecto: string }) => p.codigoProyecto)).toEqual(['DENGUE-24', 'VIEJO-19']);
    expect((await ctx.call({ method: 'GET', url: `${api}?anioDesde=dos mil`, as: 'admin' })).status).toBe(400);
  });

  it('comes as a PDF, and only for who holds the report screen', async () => {
    const pdf = await ctx.app.inject({ method: 'GET', url: `${api}/pdf`, headers: { authorization: `Bearer ${(await ctx.login('admin')).token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);
    expect((await ctx.call({ method: 'GET', url: api, as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${api}/pdf`, as: 'estudiante' })).status).toBe(403);
  });
});
