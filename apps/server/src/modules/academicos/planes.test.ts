import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let carreraId: number;
const subject: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const r of await ctx.database.query<{ asig_codigo: string; asignatura_id: number }>(`select asig_codigo, asignatura_id from asignatura`)) {
    subject[r.asig_codigo] = r.asignatura_id;
  }
  const escuela = (await ctx.database.query<{ id: number }>(`select min(escuela_id) as id from escuela`))[0].id;
  const tipo = (await ctx.database.query<{ id: number }>(`select min(tipo_carrera_id) as id from tipo_carrera`))[0].id;
  carreraId = (
    await ctx.call({
      method: 'POST',
      url: '/api/academicos/carreras',
      as: 'registro',
      payload: { carrDescripcion: 'Informática', carrAlias: 'INF', escuelaId: escuela, tipoCarreraId: tipo },
    })
  ).body.carreraId;
});
afterAll(() => ctx.close());

const api = '/api/academicos/planes-estudios';
const plan = (extra: object = {}) => ({
  plEnDescripcion: 'Plan 2026',
  carreraId,
  plEnVersion: 1,
  plEnVigente: true,
  planesEstudiosDetalles: [
    { plDeCuatrimestre: 1, asignaturaId: subject['INF-101'] },
    { plDeCuatrimestre: 1, asignaturaId: subject['MAT-101'], plDeCreditos: 5 },
    { plDeCuatrimestre: 2, asignaturaId: subject['INF-201'] },
  ],
  planesEstudiosPrerrequisitos: [{ asignaturaId: subject['INF-201'], prerrequisitoId: subject['INF-101'] }],
  ...extra,
});

describe('study plans', () => {
  let planId: number;

  it('hold their subjects by term, taking the subject’s credits when none is given, and their prerequisites', async () => {
    const res = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: plan() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    planId = res.body.planEstudioId;
    expect(res.body.planesEstudiosDetalles).toEqual([
      { plDeCuatrimestre: 1, asignaturaId: subject['INF-101'], plDeCreditos: 4 },
      { plDeCuatrimestre: 1, asignaturaId: subject['MAT-101'], plDeCreditos: 5 },
      { plDeCuatrimestre: 2, asignaturaId: subject['INF-201'], plDeCreditos: 4 },
    ]);
    const subjects = await ctx.call({ method: 'GET', url: `/api/academicos/asignaturas/plan/${planId}`, as: 'caja' });
    expect(subjects.body.map((s: { asigCodigo: string }) => s.asigCodigo)).toEqual(['INF-101', 'MAT-101', 'INF-201']);
    expect((await ctx.call({ method: 'GET', url: `${api}/carrera/${carreraId}`, as: 'caja' })).body).toHaveLength(1);
  });

  it('refuse a second plan with the same version, requisites outside the plan, and a cycle, writing nothing', async () => {
    const before = await countRows(ctx.database, 'plan_estudio');
    const sameVersion = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: plan() });
    expect([sameVersion.status, sameVersion.body.code]).toEqual([409, 'plan_version_taken']);
    const outside = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: plan({ plEnVersion: 2, planesEstudiosPrerrequisitos: [{ asignaturaId: subject['INF-201'], prerrequisitoId: subject['MAT-202'] }] }),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields['planesEstudiosPrerrequisitos.0.prerrequisitoId']).toMatch(/están en el plan/);
    const cycle = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: plan({
        plEnVersion: 2,
        planesEstudiosPrerrequisitos: [
          { asignaturaId: subject['INF-201'], prerrequisitoId: subject['INF-101'] },
          { asignaturaId: subject['INF-101'], prerrequisitoId: subject['INF-201'] },
        ],
      }),
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.fields.planesEstudiosPrerrequisitos).toMatch(/ciclo/);
    const twice = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: plan({
        plEnVersion: 2,
        planesEstudiosDetalles: [
          { plDeCuatrimestre: 1, asignaturaId: subject['INF-101'] },
          { plDeCuatrimestre: 2, asignaturaId: subject['INF-101'] },
        ],
        planesEstudiosPrerrequisitos: [],
      }),
    });
    expect(twice.status).toBe(400);
    expect(await countRows(ctx.database, 'plan_estudio')).toBe(before);
  });

  it('copy into a new version that can change while the old one stays as it was', async () => {
    const copy = await ctx.call({ method: 'POST', url: `${api}/${planId}/copia`, as: 'registro' });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.plEnVersion).toBe(2);
    const fresh = (await ctx.call({ method: 'GET', url: `${api}/${copy.body.planEstudioId}`, as: 'registro' })).body;
    expect(fresh.plEnVigente).toBe(false);
    expect(fresh.planesEstudiosDetalles).toHaveLength(3);
    const { planEstudioId: _id, companyId: _c, ...editable } = fresh;
    const changed = await ctx.call({
      method: 'PUT',
      url: `${api}/${copy.body.planEstudioId}`,
      as: 'registro',
      payload: { ...editable, planesEstudiosDetalles: fresh.planesEstudiosDetalles.slice(0, 2), planesEstudiosPrerrequisitos: [] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const old = (await ctx.call({ method: 'GET', url: `${api}/${planId}`, as: 'registro' })).body;
    expect(old.planesEstudiosDetalles).toHaveLength(3);
    expect(old.planesEstudiosPrerrequisitos).toHaveLength(1);
    expect((await ctx.call({ method: 'POST', url: `${api}/${planId}/copia`, as: 'caja' })).status).toBe(403);
  });

  it('read as a registrar reads them: what the plan is, each subject with its hours and the plan’s requisites; and print as a PDF', async () => {
    const res = await ctx.call({ method: 'GET', url: `${api}/${planId}/lectura`, as: 'caja' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.plan).toMatchObject({ planEstudioId: planId, descripcion: 'Plan 2026', carrera: 'Informática', version: 1, vigente: true });
    const byCode = Object.fromEntries(res.body.asignaturas.map((a: { codigo: string }) => [a.codigo, a]));
    expect(Object.keys(byCode)).toEqual(['INF-101', 'MAT-101', 'INF-201']);
    expect(byCode['MAT-101']).toMatchObject({ creditos: 5, cuatrimestre: 1, prerrequisitos: [] });
    expect(byCode['INF-201']).toMatchObject({ cuatrimestre: 2, prerrequisitos: [subject['INF-101']], correquisitos: [] });
    expect(byCode['INF-101'].horasTeoricas + byCode['INF-101'].horasPracticas).toBeGreaterThan(0);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `${api}/${planId}/pdf`,
      headers: { authorization: `Bearer ${(await ctx.login('registro')).token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await ctx.call({ method: 'GET', url: `${api}/99999999/lectura`, as: 'registro' })).status).toBe(404);
    expect((await ctx.call({ method: 'GET', url: `${api}/abc/lectura`, as: 'registro' })).status).toBe(400);
    // Students do not read the office's plan pages (their degree audit will show them their plan).
    expect((await ctx.call({ method: 'GET', url: `${api}/${planId}/lectura`, as: 'estudiante' })).status).toBe(403);
  });
});
