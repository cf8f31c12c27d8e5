import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let escuelaId: number;
let tipoCarreraId: number;
const idOf = async (sqlText: string, params: unknown[] = []) => (await ctx.database.query<{ id: number }>(sqlText, params))[0].id;
beforeAll(async () => {
  ctx = await createTestContext();
  escuelaId = await idOf(`select min(escuela_id) as id from escuela`);
  tipoCarreraId = await idOf(`select min(tipo_carrera_id) as id from tipo_carrera`);
});
afterAll(() => ctx.close());

const career = (extra: object = {}) => ({ carrDescripcion: 'Ingeniería de Software', carrAlias: 'isw', escuelaId, tipoCarreraId, sedes: [1, 2], ...extra });
const api = '/api/academicos/carreras';

describe('careers', () => {
  let carreraId: number;

  it('keep the campuses where they are offered and their analysts as lists of the record', async () => {
    const registro = await idOf(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
    const res = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: career({ analistas: [{ usuarioId: registro }] }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    carreraId = res.body.carreraId;
    expect(res.body).toMatchObject({ carrAlias: 'ISW', sedes: [{ sedeId: 1 }, { sedeId: 2 }], analistas: [{ usuarioId: registro }] });
    const listed = await ctx.call({ method: 'GET', url: `${api}?value=software`, as: 'caja' });
    expect(listed.body[0].sedes).toEqual([{ sedeId: 1 }, { sedeId: 2 }]);
    const upd = await ctx.call({ method: 'PUT', url: `${api}/${carreraId}`, as: 'registro', payload: career({ sedes: [{ sedeId: 2 }] }) });
    expect(upd.body.sedes).toEqual([{ sedeId: 2 }]);
    const [audit] = await ctx.database.query<{ antes: { sedes: unknown[] }; despues: { sedes: unknown[] } }>(
      `select antes, despues from audit_log where entidad = 'carrera' and accion = 'actualizar' and entidad_id = $1`,
      [String(carreraId)],
    );
    expect(audit.antes.sedes).toHaveLength(2);
    expect(audit.despues.sedes).toHaveLength(1);
  });

  it('refuse a campus listed twice, a campus that does not exist, and a taken alias, writing nothing', async () => {
    const before = await countRows(ctx.database, 'carrera');
    const twice = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: career({ carrAlias: 'X1', sedes: [1, 1] }) });
    expect(twice.status).toBe(400);
    expect(twice.body.fields.sedes).toMatch(/repetidos/);
    const missing = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: career({ carrAlias: 'X2', sedes: [999] }) });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('sedes');
    const taken = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: career({ carrAlias: 'Isw' }) });
    expect(taken.status).toBe(409);
    expect(await countRows(ctx.database, 'carrera')).toBe(before);
    expect(await countRows(ctx.database, 'carrera_sedes')).toBe(1);
  });

  it('say whether an alias is free, ignoring the career itself', async () => {
    const free = (id: number, alias: string) => ctx.call({ method: 'GET', url: `${api}/${id}/alias/${alias}`, as: 'registro' });
    expect((await free(0, 'isw')).body).toEqual({ disponible: false });
    expect((await free(carreraId, 'ISW')).body).toEqual({ disponible: true });
    expect((await free(0, 'NUEVA')).body).toEqual({ disponible: true });
  });

  it('are seen by a user only when granted, and only holders of the access screen grant it', async () => {
    const registro = await idOf(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
    const mine = () => ctx.call({ method: 'GET', url: `${api}/usuario/${registro}`, as: 'registro' });
    expect((await mine()).body).toEqual([]);
    const grant = await ctx.call({
      method: 'POST',
      url: '/api/administracion-sistema/carreras-usuarios-accesos',
      as: 'admin',
      payload: { carreraId, usuarioId: registro, coordinador: true },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);
    expect((await mine()).body).toEqual([expect.objectContaining({ carreraId, coordinador: true, director: false })]);
    const again = await ctx.call({
      method: 'POST',
      url: '/api/administracion-sistema/carreras-usuarios-accesos',
      as: 'admin',
      payload: { carreraId, usuarioId: registro },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: '/api/administracion-sistema/carreras-usuarios-accesos',
          as: 'caja',
          payload: { carreraId, usuarioId: registro },
        })
      ).status,
    ).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `${api}/usuario/${registro}`, as: 'caja' })).status).toBe(403);
    const admin = await idOf(`select usuario_id as id from usuario where usua_nombre = 'admin'`);
    expect((await ctx.call({ method: 'GET', url: `${api}/usuario/${admin}`, as: 'admin' })).body.length).toBeGreaterThan(0);
    expect((await ctx.call({ method: 'DELETE', url: `/api/administracion-sistema/carreras-usuarios-accesos/${grant.body.id}`, as: 'admin' })).status).toBe(204);
    expect((await mine()).body).toEqual([]);
  });
});

describe('academic periods', () => {
  const api = '/api/academicos/periodos-academicos';
  const period = (extra: object = {}) => ({
    peAcAlias: '2027-1',
    peAcDescripcion: 'Enero–Abril 2027',
    peAcAno: 2027,
    peAcCuatrimestre: 1,
    peAcFechaInicio: '2027-01-10',
    peAcFechaFin: '2027-04-30',
    peAcPeriodo_Inscripcion: true,
    ...extra,
  });

  it('keep a calendar of academic processes that falls within the period', async () => {
    const proceso = await idOf(`select min(proceso_academico_id) as id from proceso_academico`);
    const res = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: period({ periodoProcesosDet: [{ procesoAcademicoId: proceso, fechaInicio: '2027-01-10', fechaFin: '2027-01-20' }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.periodoProcesosDet).toEqual([{ procesoAcademicoId: proceso, fechaInicio: '2027-01-10', fechaFin: '2027-01-20' }]);
    const outside = await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: period({ peAcAlias: '2027-2', periodoProcesosDet: [{ procesoAcademicoId: proceso, fechaInicio: '2026-12-01', fechaFin: '2027-01-20' }] }),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields['periodoProcesosDet.0.fechaInicio']).toMatch(/dentro del período/);
    const backwards = await ctx.call({ method: 'POST', url: api, as: 'registro', payload: period({ peAcAlias: '2027-3', peAcFechaFin: '2026-01-01' }) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('peAcFechaFin');
  });

  it('list the active ones open for enrolment, and find one by alias', async () => {
    await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: period({
        peAcAlias: '2026-3',
        peAcAno: 2026,
        peAcCuatrimestre: 3,
        peAcFechaInicio: '2026-09-01',
        peAcFechaFin: '2026-12-15',
        peAcPeriodo_Inscripcion: false,
        peAcPeriodo_Digitacion_Nota: true,
      }),
    });
    await ctx.call({
      method: 'POST',
      url: api,
      as: 'registro',
      payload: period({ peAcAlias: '2025-1', peAcAno: 2025, peAcFechaInicio: '2025-01-10', peAcFechaFin: '2025-04-30', estatus: false }),
    });
    const enrolment = await ctx.call({ method: 'GET', url: `${api}/inscripcion`, as: 'caja' });
    expect(enrolment.body.map((p: { peAcAlias: string }) => p.peAcAlias)).toEqual(['2027-1']);
    const grading = await ctx.call({ method: 'GET', url: `${api}/digitacion-notas`, as: 'caja' });
    expect(grading.body.map((p: { peAcAlias: string }) => p.peAcAlias)).toEqual(['2026-3']);
    const byAlias = await ctx.call({ method: 'GET', url: `${api}/alias/2026-3`, as: 'caja' });
    expect(byAlias.body.peAcDescripcion).toBe('Enero–Abril 2027');
    expect((await ctx.call({ method: 'GET', url: `${api}/alias/1999-9`, as: 'caja' })).status).toBe(404);
  });
});
