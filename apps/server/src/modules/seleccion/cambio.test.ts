import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { selectionFixture } from './seleccion.fixture.ts';

/* Changing a section for another in one step, and who may change a selection once registration has closed. */

let ctx: TestContext;
let ids: Record<string, number>;
let f: Awaited<ReturnType<typeof selectionFixture>>;

const change = (ec: number, from: number, to: unknown, as = 'estudiante', periodo = ids.periodo) =>
  ctx.call({ method: 'PUT', url: `${f.url(ec, periodo)}/secciones/${from}`, as, payload: { seccionNuevaId: to } });
const drop = (ec: number, sid: number, as = 'estudiante', periodo = ids.periodo) =>
  ctx.call({ method: 'DELETE', url: `${f.url(ec, periodo)}/secciones/${sid}`, as });
const held = async (ec: number) =>
  (
    await ctx.database.query<{ id: number }>(
      `select seccion_asignatura_id as id from seleccion where estudiante_carrera_id = $1 and estado = 'inscrita' order by 1`,
      [ec],
    )
  ).map((r) => r.id);

/** Grants one screen to a demo user that holds none of the selection's (their access is first read afterwards). */
async function grant(usuario: string, url: string) {
  await ctx.database.query(
    `insert into usuario_opcion (usuario_id, opcion_id)
     select (select usuario_id from usuario where usua_nombre = $1), id from opcion_menu where url = $2`,
    [usuario, url],
  );
}

/** A section of a subject in another period (the fixture's sections are all in the open one). */
async function sectionIn(periodoAcademicoId: number, codigo: string, inicia: string, finaliza: string) {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/horarios/secciones-horarios',
    as: 'registro',
    payload: {
      periodoAcademicoId,
      asignaturaId: ids[codigo],
      tipoSeccionId: ids.teorica,
      seccionId: 1,
      sedeId: ids.sd,
      seEnCapacidad: 20,
      seEnFechaInicia: inicia,
      seEnFechaFinaliza: finaliza,
      seccionesHorariosDetalle: [],
    },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.seccionAsignaturaId as number;
}

beforeAll(async () => {
  f = await selectionFixture();
  ({ ctx, ids } = f);
  await grant('caja', '/horarios/estudiantes');
  await grant('admisiones', '/seleccion/seleccion-asignaturas-admin');
});
afterAll(() => ctx.close());

describe('changing a section for another', () => {
  let a2: number;
  let a3: number;
  beforeAll(async () => {
    a2 = await f.section('SEL-101', 30, { seccionId: 2, diaId: 5, desde: '08:00', hasta: '10:00' });
    // Meets on Tuesday 09:00, when SEL-103-01 does.
    a3 = await f.section('SEL-101', 30, { seccionId: 3, diaId: 2, desde: '09:00', hasta: '11:00' });
    expect((await f.add(ids.elena, ids.a)).status).toBe(201);
    expect((await f.add(ids.elena, ids.c)).status).toBe(201);
  });

  it('moves the student to the new section in one step: the old seat is freed, the new one taken, both audited', async () => {
    const res = await change(ids.elena, ids.a, a2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.secciones.map((s: { seccionId: number; asignaturaCodigo: string }) => `${s.asignaturaCodigo}-${s.seccionId}`).sort()).toEqual([
      'SEL-101-2',
      'SEL-103-1',
    ]);
    expect(await held(ids.elena)).toEqual([ids.c, a2].sort((x, y) => x - y));
    expect(await f.seats(ids.a)).toBe(0);
    expect(await f.seats(a2)).toBe(1);
    const audited = await ctx.database.query<{ accion: string }>(
      `select accion from audit_log where entidad = 'seleccion' and entidad_id in ($1, $2) order by id`,
      [`${ids.elena}:${ids.a}`, `${ids.elena}:${a2}`],
    );
    expect(audited.map((r) => r.accion)).toEqual(['crear', 'actualizar', 'crear']);
  });

  it('answers a retried change as the first, without a second seat', async () => {
    const res = await change(ids.elena, ids.a, a2);
    expect(res.status).toBe(200);
    expect(await f.seats(a2)).toBe(1);
  });

  it('refuses a new section that clashes with the rest, keeping the old one and its seat', async () => {
    const res = await change(ids.elena, a2, a3);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No se puede agregar SEL-101-03: Choca con SEL-103-01 el martes de 09:00 a 10:00.');
    expect(await held(ids.elena)).toEqual([ids.c, a2].sort((x, y) => x - y));
    expect([await f.seats(a2), await f.seats(a3)]).toEqual([1, 0]);
  });

  it('refuses a full section from its row, and the same section with a 400', async () => {
    const full = await f.section('SEL-101', 1, { seccionId: 4, diaId: 6, desde: '08:00', hasta: '10:00' });
    await ctx.database.query(`update seccion_horario set se_en_inscritos = 1 where seccion_asignatura_id = $1`, [full]);
    expect((await change(ids.elena, a2, full)).body.code).toBe('seccion_llena');
    const same = await change(ids.elena, a2, a2);
    expect(same.status).toBe(400);
    expect(same.body.fields.seccionNuevaId).toBe('Elija una sección distinta.');
    expect((await change(ids.elena, a2, 'x')).status).toBe(400);
    expect(await held(ids.elena)).toEqual([ids.c, a2].sort((x, y) => x - y));
  });

  it('gives the seat left to the first student waiting for it', async () => {
    const d2 = await f.section('SEL-104', 5, { seccionId: 2, diaId: 4, desde: '14:00', hasta: '16:00' });
    const waiting = await f.studentCareer(30);
    await ctx.database.query(`update seccion_horario set se_en_capacidad = 1 where seccion_asignatura_id = $1`, [ids.d]);
    expect((await f.add(ids.otro, ids.d, 'registro')).status).toBe(201);
    expect((await ctx.call({ method: 'POST', url: `${f.url(waiting)}/espera`, as: 'registro', payload: { seccionAsignaturaId: ids.d } })).status).toBe(201);
    expect((await change(ids.otro, ids.d, d2, 'registro')).status).toBe(200);
    const [offer] = await ctx.database.query<{ estado: string }>(
      `select estado from lista_espera where estudiante_carrera_id = $1 and seccion_asignatura_id = $2`,
      [waiting, ids.d],
    );
    expect(offer.estado).toBe('ofrecida');
    expect(await f.seats(ids.d)).toBe(1);
  });

  it("refuses a student changing another's selection, and a reader of timetables changing any", async () => {
    expect((await change(ids.otro, ids.a, a2)).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: f.url(ids.elena), as: 'caja' })).status).toBe(200);
    expect((await change(ids.elena, a2, ids.a, 'caja')).status).toBe(403);
    expect((await drop(ids.elena, a2, 'caja')).status).toBe(403);
    expect(await held(ids.elena)).toEqual([ids.c, a2].sort((x, y) => x - y));
  });
});

describe('changing a selection once registration has closed', () => {
  let closed: number;
  let ended: number;
  let endedSection: number;
  beforeAll(async () => {
    closed = await sectionIn(ids.cerrado, 'SEL-102', '2027-05-10', '2027-08-21');
    ended = (
      await ctx.database.query<{ id: number }>(
        `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
         values ('Mayo–agosto 2020', '2020-2', 2020, 2, '2020-05-10', '2020-08-21') returning periodo_academico_id as id`,
      )
    )[0].id;
    endedSection = await sectionIn(ended, 'SEL-102', '2020-05-10', '2020-08-21');
  });

  it('lets staff who modify selections add and drop until the period ends, as nobody else may', async () => {
    const add = (as: string) => ctx.call({ method: 'POST', url: `${f.url(ids.elena, ids.cerrado)}/secciones`, as, payload: { seccionAsignaturaId: closed } });
    expect((await add('estudiante')).body.message).toBe('No se puede agregar SEL-102-01: El período no está abierto a inscripción.');
    expect((await add('admisiones')).status).toBe(409);
    expect((await add('registro')).status).toBe(201);
    const studentDrop = await drop(ids.elena, closed, 'estudiante', ids.cerrado);
    expect(studentDrop.status).toBe(409);
    expect(studentDrop.body).toMatchObject({ code: 'seleccion_cerrada', message: 'El período Mayo–agosto 2027 no está abierto a cambios de selección.' });
    expect((await drop(ids.elena, closed, 'admisiones', ids.cerrado)).body.code).toBe('seleccion_cerrada');
    expect(await f.seats(closed)).toBe(1);
    expect((await drop(ids.elena, closed, 'registro', ids.cerrado)).status).toBe(200);
    expect(await f.seats(closed)).toBe(0);
  });

  it('refuses every change once the period has ended, staff included', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: `${f.url(ids.elena, ended)}/secciones`,
      as: 'registro',
      payload: { seccionAsignaturaId: endedSection },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No se puede agregar SEL-102-01: El período no está abierto a inscripción.');
    expect(await f.seats(endedSection)).toBe(0);
  });
});
