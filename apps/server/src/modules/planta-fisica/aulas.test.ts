import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const one = async (q: string) => (await ctx.database.query<{ id: number }>(q))[0].id;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('classrooms', () => {
  it('keep their building on their campus, and are offered to the careers that may use them', async () => {
    const sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
    const sti = await one(`select sede_id as id from sede where sede_iniciales = 'STI'`);
    const edificioSd = await one(`select min(edificio_id) as id from edificio where sede_id = ${sd}`);
    const tipo = await one(`select min(tipo_aula_id) as id from tipo_aula`);
    const escuela = await one(`select min(escuela_id) as id from escuela`);
    const tipoCarrera = await one(`select min(tipo_carrera_id) as id from tipo_carrera`);
    const carrera = (alias: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/academicos/carreras',
        as: 'admin',
        payload: { carrDescripcion: alias, carrAlias: alias, escuelaId: escuela, tipoCarreraId: tipoCarrera },
      });
    const med = (await carrera('MED')).body.carreraId;
    const inf = (await carrera('INF')).body.carreraId;
    const aula = (extra: object) =>
      ctx.call({
        method: 'POST',
        url: '/api/planta-fisica/aulas',
        as: 'admin',
        payload: { aulaDescripcion: ' A-101 ', sedeId: sd, edificioId: edificioSd, tipoAulaId: tipo, aulaCapacidadPersona: 30, ...extra },
      });
    const wrongCampus = await aula({ sedeId: sti });
    expect(wrongCampus.status).toBe(400);
    expect(wrongCampus.body.fields.edificioId).toMatch(/no está en ese recinto/);
    const open = await aula({ facilidades: [1, 2] });
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    expect(open.body.aulaDescripcion).toBe('A-101'); // trimmed
    const lab = await aula({ aulaDescripcion: 'LAB-MED', carreras: [med] });
    expect(lab.status).toBe(201);
    const forCareer = async (c: number) =>
      (await ctx.call({ method: 'GET', url: `/api/planta-fisica/aulas/carrera/${c}/sede/${sd}`, as: 'registro' })).body.map(
        (a: { aulaDescripcion: string }) => a.aulaDescripcion,
      );
    expect(await forCareer(med)).toEqual(['A-101', 'LAB-MED']);
    expect(await forCareer(inf)).toEqual(['A-101']);
    const found = await ctx.call({ method: 'GET', url: '/api/planta-fisica/aulas?value=%20a-10%20', as: 'registro' });
    expect(found.body.map((a: { aulaDescripcion: string }) => a.aulaDescripcion)).toEqual(['A-101']);
  });
});

describe('research projects', () => {
  it('are found by any text, and a blank search sent as "undefined" answers all', async () => {
    const post = (payload: object) => ctx.call({ method: 'POST', url: '/api/investigacion/proyecto-investigacion', as: 'admin', payload });
    expect((await post({ codigoProyecto: 'p-1', nombreProyecto: 'Calidad del agua en el Ozama', anio: 2026 })).status).toBe(201);
    expect((await post({ codigoProyecto: 'P-2', nombreProyecto: 'Dengue en Santiago', anio: 2026, patrocinadoresProyectos: [] })).status).toBe(201);
    const search = (v: string) => ctx.call({ method: 'GET', url: `/api/investigacion/proyecto-investigacion/GetproyectoInvestigacion/${v}`, as: 'registro' });
    expect((await search('ozama')).body.map((p: { codigoProyecto: string }) => p.codigoProyecto)).toEqual(['P-1']);
    expect((await search('undefined')).body).toHaveLength(2);
  });
});
