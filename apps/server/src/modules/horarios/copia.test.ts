import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

type Fixture = Awaited<ReturnType<typeof selectionFixture>>;
let f: Fixture;
const api = '/api/horarios/secciones-horarios/copiar';
const copy = (payload: object, as = 'registro') => f.ctx.call({ method: 'POST', url: api, as, payload });
const inPeriod = async (periodo: number) =>
  f.ctx.database.query<{ codigo: string; inicia: string; aula: number | null; profesor: number | null; inscritos: number }>(
    `select a.asig_codigo || '-' || lpad(s.seccion_id::text, 2, '0') as codigo, s.se_en_fecha_inicia::text as inicia, s.se_en_inscritos as inscritos,
            (select min(aula_id) from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id) as aula,
            (select min(profesor_id) from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id) as profesor
       from seccion_horario s join asignatura a using (asignatura_id) where s.periodo_academico_id = $1 order by 1`,
    [periodo],
  );
let aula: number;
let profesor: number;

beforeAll(async () => {
  f = await selectionFixture();
  const one = async (q: string, p: unknown[] = []) => (await f.ctx.database.query<{ id: number }>(q, p))[0].id;
  aula = (
    await f.ctx.call({
      method: 'POST',
      url: '/api/planta-fisica/aulas',
      as: 'admin',
      payload: {
        aulaDescripcion: 'C-301',
        sedeId: f.ids.sd,
        edificioId: await one(`select edificio_id as id from edificio where sede_id = $1 order by 1 limit 1`, [f.ids.sd]),
        tipoAulaId: await one(`select tipo_aula_id as id from tipo_aula where ti_au_descripcion = 'Aula regular'`),
        aulaCapacidadPersona: 40,
      },
    })
  ).body.aulaId;
  profesor = await one(
    `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, 'SD-9301', $1 from usuario where usua_nombre = 'profesor' returning profesor_id as id`,
    [f.ids.sd],
  );
  // SEL-101-01 meets in C-301 with the demo professor; a student holds a seat in it.
  await f.ctx.database.query(`update seccion_horario_detalle set aula_id = $1, profesor_id = $2 where seccion_asignatura_id = $3`, [aula, profesor, f.ids.a]);
  expect((await f.add(f.ids.elena, f.ids.a)).status).toBe(201);
});
afterAll(() => f.ctx.close());

describe("copying a period's timetable", () => {
  it('tries first without writing, then copies every active section with its meetings, dated to the new period, without students', async () => {
    const trial = await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: f.ids.cerrado, prueba: true });
    expect(trial.status, JSON.stringify(trial.body)).toBe(200);
    expect(trial.body).toEqual({ prueba: true, copiadas: 5, omitidas: [] });
    expect(await inPeriod(f.ids.cerrado)).toEqual([]);

    const done = await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: f.ids.cerrado });
    expect(done.body).toEqual({ prueba: false, copiadas: 5, omitidas: [] });
    const copied = await inPeriod(f.ids.cerrado);
    expect(copied.map((s) => s.codigo)).toEqual(['SEL-101-01', 'SEL-102-01', 'SEL-103-01', 'SEL-104-01', 'SEL-900-01']);
    expect(copied.every((s) => s.inicia === '2027-05-10' && s.inscritos === 0)).toBe(true);
    expect(copied[0]).toMatchObject({ aula, profesor });
    const [audited] = await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from audit_log where entidad_id = $1`, [
      `copia:${f.ids.periodo}:${f.ids.cerrado}`,
    ]);
    expect(audited.n).toBe(1);
  });

  it('leaves out what the new period already has, and what would clash there, saying why', async () => {
    const again = await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: f.ids.cerrado, prueba: true });
    expect(again.body.copiadas).toBe(0);
    expect(again.body.omitidas[0]).toEqual({
      seccion: 'SEL-101-01 · Recinto Santo Domingo',
      motivo: { es: 'Ya existe la sección SEL-101-01 en este período y recinto.', en: 'Section SEL-101-01 already exists in this period and campus.' },
    });
    // A third period where C-301 is taken on Monday morning by another section: SEL-101-01 is left out, the rest copied.
    const otro = (
      await f.ctx.database.query<{ id: number }>(
        `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
         values ('Septiembre–diciembre 2027', '2027-3', 2027, 3, '2027-09-06', '2027-12-18') returning periodo_academico_id as id`,
      )
    )[0].id;
    const taken = await f.ctx.call({
      method: 'POST',
      url: '/api/horarios/secciones-horarios',
      as: 'registro',
      payload: {
        periodoAcademicoId: otro,
        asignaturaId: f.ids['SEL-104'],
        tipoSeccionId: f.ids.teorica,
        seccionId: 7,
        sedeId: f.ids.sd,
        seEnCapacidad: 20,
        seEnFechaInicia: '2027-09-06',
        seEnFechaFinaliza: '2027-12-18',
        seccionesHorariosDetalle: [{ diaId: 1, seDeHoraInicio: '09:00', seDeHoraFin: '11:00', aulaId: aula }],
      },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const res = await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: otro });
    expect(res.body.copiadas).toBe(4);
    expect(res.body.omitidas).toHaveLength(1);
    expect(res.body.omitidas[0].seccion).toBe('SEL-101-01 · Recinto Santo Domingo');
    expect(res.body.omitidas[0].motivo.es).toContain('SEL-104-07');
    // Without rooms, nothing clashes: the registry assigns them later.
    const bare = (
      await f.ctx.database.query<{ id: number }>(
        `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
         values ('Enero–abril 2028', '2028-1', 2028, 1, '2028-01-10', '2028-04-22') returning periodo_academico_id as id`,
      )
    )[0].id;
    const noRooms = await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: bare, conAulas: false, conProfesores: false });
    expect(noRooms.body.copiadas).toBe(5);
    expect((await inPeriod(bare))[0]).toMatchObject({ aula: null, profesor: null });
  });

  it('refuses copying into the same period or an ended one, bad input, and anyone but who schedules, writing nothing', async () => {
    const before = (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from seccion_horario`))[0].n;
    expect((await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: f.ids.periodo })).status).toBe(400);
    expect((await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: 999999 })).status).toBe(400);
    expect((await copy({ desdePeriodoId: 'x', haciaPeriodoId: f.ids.cerrado })).status).toBe(400);
    const pasado = (
      await f.ctx.database.query<{ id: number }>(
        `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
         values ('Enero–abril 2020', '2020-1', 2020, 1, '2020-01-13', '2020-04-25') returning periodo_academico_id as id`,
      )
    )[0].id;
    expect((await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: pasado })).body.code).toBe('periodo_terminado');
    expect((await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: f.ids.cerrado }, 'profesor')).status).toBe(403);
    expect((await copy({ desdePeriodoId: f.ids.periodo, haciaPeriodoId: f.ids.cerrado }, 'estudiante')).status).toBe(403);
    expect((await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from seccion_horario`))[0].n).toBe(before);
  });
});
