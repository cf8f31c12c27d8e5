import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from './seleccion.fixture.ts';

type Fixture = Awaited<ReturnType<typeof selectionFixture>>;
let f: Fixture;
const api = '/api/seleccion/extra-creditos';
const one = (ec: number, periodo: number) => `${api}/estudiantes/${ec}/periodo/${periodo}`;
const count = async (table: string) => (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
let choque: number;
let llena: number;

beforeAll(async () => {
  f = await selectionFixture();
  // A fourth subject of the plan at an hour that clashes with nothing.
  f.ids.b2 = await f.section('SEL-102', 30, { seccionId: 2, diaId: 4, desde: '08:00', hasta: '10:00' });
  f.ids.pasado = (
    await f.ctx.database.query<{ id: number }>(
      `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
       values ('Enero–abril 2020', '2020-1', 2020, 1, '2020-01-13', '2020-04-25') returning periodo_academico_id as id`,
    )
  )[0].id;
  const tipo = async (d: string) =>
    (await f.ctx.database.query<{ id: number }>(`select tipo_excepcion_seleccion_id as id from tipo_excepcion_seleccion where ti_ex_descripcion = $1`, [d]))[0]
      .id;
  choque = await tipo('Choque de horario');
  llena = await tipo('Sección llena');
});
afterAll(() => f.ctx.close());

describe('extra credits', () => {
  it('lets a student past the plan’s limit by the credits the registry authorised, and no further', async () => {
    for (const s of [f.ids.a, f.ids.c, f.ids.d]) expect((await f.add(f.ids.elena, s)).status).toBe(201);
    const refused = await f.add(f.ids.elena, f.ids.b2);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('el máximo es 12');

    const put = await f.ctx.call({
      method: 'PUT',
      url: one(f.ids.elena, f.ids.periodo),
      as: 'registro',
      payload: { creditos: 4, motivo: 'Último cuatrimestre' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ creditosPlan: 12, creditos: 4, motivo: 'Último cuatrimestre', autorizadoPor: 'registro', matricula: '2027-9001' });

    const added = await f.add(f.ids.elena, f.ids.b2);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ creditos: 16, creditosMaximos: 16, creditosExtra: 4 });

    // The selection now uses the credits: they cannot be withdrawn or cut below it.
    const cut = await f.ctx.call({ method: 'PUT', url: one(f.ids.elena, f.ids.periodo), as: 'registro', payload: { creditos: 2, motivo: 'Menos' } });
    expect(cut.status).toBe(409);
    expect(cut.body.code).toBe('creditos_bajo_seleccion');
    expect((await f.ctx.call({ method: 'DELETE', url: one(f.ids.elena, f.ids.periodo), as: 'registro' })).body.code).toBe('creditos_bajo_seleccion');

    const list = await f.ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${f.ids.periodo}&value=9001`, as: 'registro' });
    expect(list.status).toBe(200);
    expect(list.body.map((r: { matricula: string }) => r.matricula)).toEqual(['2027-9001']);
    expect((await f.ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${f.ids.periodo}&value=nadie`, as: 'registro' })).body).toEqual([]);

    // Dropped back under the plan's limit, the authorisation can go.
    expect((await f.ctx.call({ method: 'DELETE', url: `${f.url(f.ids.elena)}/secciones/${f.ids.b2}`, as: 'estudiante' })).status).toBe(200);
    expect((await f.ctx.call({ method: 'DELETE', url: one(f.ids.elena, f.ids.periodo), as: 'registro' })).status).toBe(200);
    expect((await f.ctx.call({ method: 'GET', url: f.url(f.ids.elena), as: 'estudiante' })).body).toMatchObject({ creditosMaximos: 12, creditosExtra: 0 });
    const audited = await f.ctx.database.query<{ accion: string }>(
      `select accion from audit_log where entidad = 'seleccionExtraCredito' and entidad_id = $1 order by id`,
      [`${f.ids.elena}:${f.ids.periodo}`],
    );
    expect(audited.map((a) => a.accion)).toEqual(['crear', 'revocar']);
  });

  it('refuses bad input, an ended period, and anyone but the registry, writing nothing', async () => {
    const before = await count('seleccion_extra_credito');
    const put = (payload: object, as = 'registro', url = one(f.ids.otro, f.ids.periodo)) => f.ctx.call({ method: 'PUT', url, as, payload });
    for (const bad of [
      { creditos: 0, motivo: 'x' },
      { creditos: 13, motivo: 'x' },
      { creditos: 2, motivo: '  ' },
      { creditos: 'dos', motivo: 'x' },
    ]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await put({ creditos: 2, motivo: 'x' }, 'registro', one(999999, f.ids.periodo))).status).toBe(404);
    const ended = await put({ creditos: 2, motivo: 'x' }, 'registro', one(f.ids.otro, f.ids.pasado));
    expect(ended.status).toBe(409);
    expect(ended.body.code).toBe('periodo_terminado');
    expect((await put({ creditos: 2, motivo: 'x' }, 'estudiante')).status).toBe(403);
    expect((await put({ creditos: 2, motivo: 'x' }, 'profesor')).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: `${api}?periodoAcademicoId=${f.ids.periodo}`, as: 'estudiante' })).status).toBe(403);
    expect(await count('seleccion_extra_credito')).toBe(before);
  });
});

describe('exceptions staff grant', () => {
  it('lets the registry register past a clash under a clash exception, with its reason, shown on the selection', async () => {
    expect((await f.add(f.ids.otro, f.ids.a, 'registro')).status).toBe(201);
    const clash = await f.add(f.ids.otro, f.ids.b, 'registro');
    expect(clash.status).toBe(409);
    const add = (body: object, as = 'registro') => f.ctx.call({ method: 'POST', url: `${f.url(f.ids.otro)}/secciones`, as, payload: body });
    const noReason = await add({ seccionAsignaturaId: f.ids.b, tipoExcepcionSeleccionId: choque });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.motivoExcepcion).toBeTruthy();
    // An exception for full sections does not waive a clash.
    expect((await add({ seccionAsignaturaId: f.ids.b, tipoExcepcionSeleccionId: llena, motivoExcepcion: 'Decano' })).status).toBe(409);
    const ok = await add({ seccionAsignaturaId: f.ids.b, tipoExcepcionSeleccionId: choque, motivoExcepcion: 'Autorizado por el decano' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.excepciones).toEqual([{ seccionAsignaturaId: f.ids.b, tipo: 'Choque de horario', motivo: 'Autorizado por el decano' }]);
  });

  it('lets the registry seat a student in a full section under a full-section exception: the section grows by that seat', async () => {
    const tiny = await f.section('SEL-103', 1, { seccionId: 9, diaId: 5, desde: '14:00', hasta: '16:00' });
    const third = await f.studentCareer(7);
    expect((await f.add(third, tiny, 'registro')).status).toBe(201);
    const fourth = await f.studentCareer(8);
    expect((await f.add(fourth, tiny, 'registro')).body.code).toBe('seccion_llena');
    const add = (body: object) => f.ctx.call({ method: 'POST', url: `${f.url(fourth)}/secciones`, as: 'registro', payload: body });
    expect((await add({ seccionAsignaturaId: tiny, tipoExcepcionSeleccionId: choque, motivoExcepcion: 'x' })).body.code).toBe('seccion_llena');
    const ok = await add({ seccionAsignaturaId: tiny, tipoExcepcionSeleccionId: llena, motivoExcepcion: 'Repitente en su último período' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await f.seats(tiny)).toBe(2);
    const [{ cupo }] = await f.ctx.database.query<{ cupo: number }>(`select se_en_capacidad as cupo from seccion_horario where seccion_asignatura_id = $1`, [
      tiny,
    ]);
    expect(cupo).toBe(2); // the section grew by the seat granted: never more students than seats
  });

  it('keeps students from granting themselves an exception, and refuses an unknown type', async () => {
    const before = await count('seleccion');
    const own = await f.ctx.call({
      method: 'POST',
      url: `${f.url(f.ids.elena)}/secciones`,
      as: 'estudiante',
      payload: { seccionAsignaturaId: f.ids.b, tipoExcepcionSeleccionId: choque, motivoExcepcion: 'Yo' },
    });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('excepcion_solo_personal');
    const unknown = await f.ctx.call({
      method: 'POST',
      url: `${f.url(f.ids.elena)}/secciones`,
      as: 'registro',
      payload: { seccionAsignaturaId: f.ids.b, tipoExcepcionSeleccionId: 999999, motivoExcepcion: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(await count('seleccion')).toBe(before);
  });
});
