import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * Subjects granted without a section: validated (convalidación) and exempted (exoneración). They earn
 * the credits, meet prerequisites and the degree audit, and do not count in the index.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
const base = { convalidacion: '/api/academicos/convalidaciones', exoneracion: '/api/academicos/exoneraciones', colacion: '/api/academicos/colaciones' };
const grant = (tipo: keyof typeof base, payload: object, as = 'registro', lang?: 'en') => f.ctx.call({ method: 'POST', url: base[tipo], as, payload, lang });
const uasd = {
  institucionOrigen: 'Universidad Autónoma de Santo Domingo',
  asignaturaOrigen: 'Cálculo Diferencial',
  notaOrigen: '85',
  motivo: 'Transferencia externa',
};

beforeAll(async () => {
  f = await selectionFixture();
  // The plan asks SEL-101 before SEL-104; SEL-103 may be exempted.
  await f.ctx.database.query(`insert into plan_estudio_planes_estudios_prerrequisitos (owner_id, asignatura_id, prerrequisito_id) values ($1, $2, $3)`, [
    f.ids.plan,
    f.ids['SEL-104'],
    f.ids['SEL-101'],
  ]);
  await f.ctx.database.query(`update asignatura set asig_exonera = true where asignatura_id = $1`, [f.ids['SEL-103']]);
});
afterAll(() => f.ctx.close());

describe('a subject granted without a section', () => {
  it('is validated from studies elsewhere: the scale’s letter, the origin kept, audited; it meets the prerequisite at once', async () => {
    const { ids } = f;
    expect((await f.add(ids.elena, ids.d)).status).toBe(409); // SEL-104 asks SEL-101 first
    const res = await grant('convalidacion', { estudianteCarreraId: ids.elena, asignaturaId: ids['SEL-101'], periodoAcademicoId: ids.periodo, ...uasd });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      tipo: 'convalidacion',
      asignaturaCodigo: 'SEL-101',
      literal: 'CV',
      institucionOrigen: uasd.institucionOrigen,
      usuario: 'registro',
    });
    expect((await f.ctx.database.query(`select 1 from audit_log where entidad = 'calificacion_otorgada.convalidacion'`)).length).toBe(1);
    expect((await f.add(ids.elena, ids.d)).status).toBe(201);
    const list = await f.ctx.call({ method: 'GET', url: `${base.convalidacion}/estudiante/${ids.elena}`, as: 'registro' });
    expect(list.body.map((x: { asignaturaCodigo: string }) => x.asignaturaCodigo)).toEqual(['SEL-101']);
    // The history shows it, earning its credits without an index.
    const h = await f.ctx.call({ method: 'GET', url: `/api/academicos/historico-de-notas/estudiante/${ids.elena}`, as: 'estudiante' });
    expect(h.body).toMatchObject({ creditos: 4, indice: null });
  });

  it('is found from the admission request the student was admitted from', async () => {
    const [{ id }] = await f.ctx.database.query<{ id: number }>(
      `insert into solicitud_admision (codigo, clave_envio, estado_id, periodo_academico_id, sede_id, carrera_id, admitido_como_id, nombres, apellidos, email, estudiante_id)
       select 'TRASLADO1', 'clave-traslado-1', (select min(estado_solicitud_admision_id) from estado_solicitud_admision), ec.periodo_ingreso_id, ec.sede_id, ec.carrera_id,
              (select min(admitido_como_id) from admitido_como), 'Elena', 'Marte', 'elena@prueba.edu.do', ec.estudiante_id
         from estudiante_carrera ec where ec.estudiante_carrera_id = $1
       returning solicitud_admision_id as id`,
      [f.ids.elena],
    );
    const res = await f.ctx.call({ method: 'GET', url: `${base.convalidacion}/solicitud-admision/${id}`, as: 'registro' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((x: { asignaturaCodigo: string }) => x.asignaturaCodigo)).toEqual(['SEL-101']);
    expect((await f.ctx.call({ method: 'GET', url: `${base.convalidacion}/solicitud-admision/${id}`, as: 'estudiante' })).status).toBe(403);
  });

  it('is not granted twice, nor for a subject outside the plan, nor exempted where the subject does not allow it', async () => {
    const { ids } = f;
    const again = await grant('convalidacion', { estudianteCarreraId: ids.elena, asignaturaId: ids['SEL-101'], periodoAcademicoId: ids.periodo, ...uasd });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('ya aprobó SEL-101');
    const outside = await grant('convalidacion', { estudianteCarreraId: ids.elena, asignaturaId: ids['SEL-900'], periodoAcademicoId: ids.periodo, ...uasd });
    expect(outside.status).toBe(400);
    expect(outside.body.fields.asignaturaId).toBe('La asignatura no está en el plan del estudiante.');
    const notExempt = await grant('exoneracion', {
      estudianteCarreraId: ids.elena,
      asignaturaId: ids['SEL-102'],
      periodoAcademicoId: ids.periodo,
      motivo: 'Prueba de nivel',
    });
    expect(notExempt.status).toBe(409);
    expect(notExempt.body.message).toBe('SEL-102 SEL-102 no admite exoneración.');
    expect((await grant('exoneracion', { estudianteCarreraId: ids.elena, asignaturaId: ids['SEL-103'], periodoAcademicoId: ids.periodo })).status).toBe(400); // no reason
    expect((await f.ctx.database.query(`select 1 from calificacion_otorgada`)).length).toBe(1);
  });

  it('is exempted where the subject allows it, with the exempted letter', async () => {
    const res = await grant('exoneracion', {
      estudianteCarreraId: f.ids.otro,
      asignaturaId: f.ids['SEL-103'],
      periodoAcademicoId: f.ids.periodo,
      motivo: 'Prueba de nivel aprobada',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ tipo: 'exoneracion', literal: 'EX', institucionOrigen: null });
  });

  it('is conferred from a subject passed in another career, with the conferred letter, and listed under its kind only', async () => {
    const res = await grant('colacion', {
      estudianteCarreraId: f.ids.otro,
      asignaturaId: f.ids['SEL-104'],
      periodoAcademicoId: f.ids.periodo,
      institucionOrigen: 'Licenciatura en Informática',
      asignaturaOrigen: 'INF-210 Bases de datos',
      notaOrigen: 'A',
      motivo: 'Cambio de carrera: asignatura aprobada en la carrera anterior.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ tipo: 'colacion', literal: 'CO', institucionOrigen: 'Licenciatura en Informática' });
    const list = await f.ctx.call({ method: 'GET', url: `${base.colacion}/estudiante/${f.ids.otro}`, as: 'registro' });
    expect(list.body.map((o: { tipo: string }) => o.tipo)).toEqual(['colacion']);
    const audit = await f.ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${f.ids.otro}`, as: 'registro' });
    expect(
      audit.body.terminos
        .flatMap((t: { asignaturas: { codigo: string; estado: string }[] }) => t.asignaturas)
        .find((a: { codigo: string }) => a.codigo === 'SEL-104'),
    ).toMatchObject({ estado: 'aprobada' });
  });

  it('is annulled with its reason: its grade leaves the record, the grant is kept, and it may be granted again', async () => {
    const [o] = (await f.ctx.call({ method: 'GET', url: `${base.colacion}/estudiante/${f.ids.otro}`, as: 'registro' })).body;
    const url = `${base.colacion}/${o.id}/anular`;
    expect((await f.ctx.call({ method: 'POST', url, as: 'registro', payload: { motivo: 'no' } })).status).toBe(400);
    expect(
      (await f.ctx.call({ method: 'POST', url: `${base.convalidacion}/${o.id}/anular`, as: 'registro', payload: { motivo: 'Por el tipo equivocado.' } }))
        .status,
    ).toBe(404);
    expect((await f.ctx.call({ method: 'POST', url, as: 'estudiante', payload: { motivo: 'Por el tipo equivocado.' } })).status).toBe(403);
    const res = await f.ctx.call({ method: 'POST', url, as: 'registro', payload: { motivo: 'La asignatura de origen no era equivalente.' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.anulacion).toMatchObject({ motivo: 'La asignatura de origen no era equivalente.', usuario: 'registro' });
    expect((await f.ctx.call({ method: 'POST', url, as: 'registro', payload: { motivo: 'Otra vez, por si acaso.' } })).body).toMatchObject({
      code: 'otorgada_anulada',
    });
    const audit = await f.ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${f.ids.otro}`, as: 'registro' });
    expect(
      audit.body.terminos
        .flatMap((t: { asignaturas: { codigo: string; estado: string }[] }) => t.asignaturas)
        .find((a: { codigo: string }) => a.codigo === 'SEL-104'),
    ).toMatchObject({ estado: 'pendiente' });
    const again = await grant('colacion', {
      estudianteCarreraId: f.ids.otro,
      asignaturaId: f.ids['SEL-104'],
      periodoAcademicoId: f.ids.periodo,
      motivo: 'Colación revisada y aprobada.',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const list = (await f.ctx.call({ method: 'GET', url: `${base.colacion}/estudiante/${f.ids.otro}`, as: 'registro' })).body;
    expect(list.map((x: { anulacion: unknown }) => x.anulacion === null)).toEqual([true, false]);
  });

  it('is looked up by search, student, plan, career, period and grade, each kind on its own', async () => {
    const get = (url: string) => f.ctx.call({ method: 'GET', url, as: 'registro' });
    const codes = (res: { body: { asignaturaCodigo: string }[] }) => res.body.map((x) => x.asignaturaCodigo);
    const all = await get(`${base.convalidacion}?value=autonoma`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(codes(all)).toEqual(['SEL-101']);
    expect(all.headers['x-total-count']).toBe('1');
    expect(codes(await get(`${base.convalidacion}?value=nada`))).toEqual([]);
    expect(codes(await get(`${base.convalidacion}/company`))).toEqual(['SEL-101']);
    expect(codes(await get(`${base.convalidacion}/plan-estudio/${f.ids.plan}`))).toEqual(['SEL-101']);
    expect(codes(await get(`${base.convalidacion}/carrera/${f.ids.carrera}`))).toEqual(['SEL-101']);
    expect(codes(await get(`${base.convalidacion}/carrera/999999`))).toEqual([]);
    const [{ estudiante }] = await f.ctx.database.query<{ estudiante: number }>(
      `select estudiante_id as estudiante from estudiante_carrera where estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    expect(codes(await get(`${base.convalidacion}/estudianteid/${estudiante}`))).toEqual(['SEL-101']);
    expect(codes(await get(`${base.exoneracion}/estudiante/${f.ids.otro}/periodo-academico/${f.ids.periodo}`))).toEqual(['SEL-103']);
    const colaciones = await get(`${base.colacion}/estudiante/${f.ids.otro}/plan-estudio/${f.ids.plan}/carrera/${f.ids.carrera}`);
    expect(codes(colaciones)).toEqual(['SEL-104', 'SEL-104']);
    const [{ calificacionId }] = await f.ctx.database.query<{ calificacionId: number }>(
      `select calificacion_id as "calificacionId" from calificacion_otorgada where tipo = 'colacion' and anulada_en is null`,
    );
    expect((await get(`${base.colacion}/estudianteAsignatura/${calificacionId}`)).body).toEqual([expect.objectContaining({ anulacion: null })]);
    expect((await f.ctx.call({ method: 'GET', url: `${base.colacion}?value=x`, as: 'estudiante' })).status).toBe(403);
  });

  it("sets a student's exemptions of a period at once: listed ones granted, unlisted ones annulled, all or none", async () => {
    const url = `${base.exoneracion}/estudiante/${f.ids.otro}/periodo-academico/${f.ids.periodo}`;
    const put = (payload: object) => f.ctx.call({ method: 'PUT', url, as: 'registro', payload });
    // SEL-102 does not allow exemption: nothing changes, SEL-103's exemption stays.
    expect((await put({ asignaturaIds: [f.ids['SEL-102']], motivo: 'Prueba de nivel' })).body).toMatchObject({ code: 'no_exonerable' });
    const vigentes = async () =>
      (await f.ctx.call({ method: 'GET', url, as: 'registro' })).body
        .filter((x: { anulacion: unknown }) => !x.anulacion)
        .map((x: { asignaturaCodigo: string }) => x.asignaturaCodigo);
    expect(await vigentes()).toEqual(['SEL-103']);
    const none = await put({ asignaturaIds: [], motivo: 'La prueba de nivel fue anulada.' });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(await vigentes()).toEqual([]);
    expect((await put({ asignaturaIds: [f.ids['SEL-103']], motivo: 'Prueba de nivel repetida y aprobada.' })).status).toBe(200);
    expect(await vigentes()).toEqual(['SEL-103']);
    expect((await f.ctx.call({ method: 'PUT', url, as: 'profesor', payload: { asignaturaIds: [], motivo: 'x' } })).status).toBe(403);
  });

  it('is granted and read only by staff holding the screen of its kind', async () => {
    const body = { estudianteCarreraId: f.ids.otro, asignaturaId: f.ids['SEL-102'], periodoAcademicoId: f.ids.periodo, ...uasd };
    expect((await grant('convalidacion', body, 'estudiante')).status).toBe(403);
    expect((await grant('convalidacion', body, 'profesor')).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: `${base.exoneracion}/estudiante/${f.ids.otro}`, as: 'caja' })).status).toBe(403);
    expect((await grant('convalidacion', { ...body, estudianteCarreraId: 99999999 })).status).toBe(404);
  });
});
