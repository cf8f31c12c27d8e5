import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;

/** A student career on the test plan (its student's account when `usuario` is given). */
async function studentCareer(n: number, usuario?: string) {
  const persona = usuario
    ? await one(`select persona_id as id from usuario where usua_nombre = $1`, [usuario])
    : await one(`insert into persona (pers_nombres, pers_apellidos) values ('Estudiante', $1) returning persona_id as id`, [`Prueba ${n}`]);
  const estudiante = await one(`insert into estudiante (persona_id, matricula) values ($1, $2) returning estudiante_id as id`, [
    persona,
    `2027-9${String(n).padStart(3, '0')}`,
  ]);
  return one(
    `insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id)
     values ($1, $2, $3, $4, (select min(estado_estudiante_id) from estado_estudiante), $5) returning estudiante_carrera_id as id`,
    [estudiante, ids.carrera, ids.plan, ids.sd, ids.periodo],
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.teorica = await one(`select tipo_seccion_id as id from tipo_seccion where ti_se_descripcion = 'Teórica'`);
  ids.carrera = await one(
    `insert into carrera (carr_descripcion, carr_alias, escuela_id, tipo_carrera_id)
     values ('Carrera de prueba', 'SELX', (select min(escuela_id) from escuela), (select min(tipo_carrera_id) from tipo_carrera)) returning carrera_id as id`,
  );
  ids.periodo = await one(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin, pe_ac_periodo_inscripcion)
     values ('Enero–abril 2027', '2027-1', 2027, 1, '2027-01-11', '2027-04-24', true) returning periodo_academico_id as id`,
  );
  ids.cerrado = await one(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Mayo–agosto 2027', '2027-2', 2027, 2, '2027-05-10', '2027-08-21') returning periodo_academico_id as id`,
  );
  const subject = (codigo: string) =>
    one(
      `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id)
       values ($1, $1, 4, (select min(escuela_id) from escuela), (select min(tipo_asignatura_id) from tipo_asignatura)) returning asignatura_id as id`,
      [codigo],
    );
  for (const c of ['SEL-101', 'SEL-102', 'SEL-103', 'SEL-104', 'SEL-900']) ids[c] = await subject(c);
  ids.plan = await one(
    `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente, pl_en_cred_maximo_autorizado)
     values ('Plan de prueba', $1, 99, false, 12) returning plan_estudio_id as id`,
    [ids.carrera],
  );
  await ctx.database.query(
    `insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos)
     select $1, 1, asignatura_id, 4 from asignatura where asig_codigo in ('SEL-101', 'SEL-102', 'SEL-103', 'SEL-104')`,
    [ids.plan],
  );
  const section = async (codigo: string, diaId: number, desde: string, hasta: string, capacidad: number, periodo = ids.periodo) => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/horarios/secciones-horarios',
      as: 'registro',
      payload: {
        periodoAcademicoId: periodo,
        asignaturaId: ids[codigo],
        tipoSeccionId: ids.teorica,
        seccionId: 1,
        sedeId: ids.sd,
        seEnCapacidad: capacidad,
        seEnFechaInicia: '2027-01-11',
        seEnFechaFinaliza: '2027-04-24',
        seccionesHorariosDetalle: [{ diaId, seDeHoraInicio: desde, seDeHoraFin: hasta }],
      },
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.seccionAsignaturaId as number;
  };
  ids.a = await section('SEL-101', 1, '08:00', '10:00', 30);
  ids.b = await section('SEL-102', 1, '09:00', '11:00', 30);
  ids.c = await section('SEL-103', 2, '08:00', '10:00', 30);
  ids.d = await section('SEL-104', 3, '08:00', '10:00', 10);
  ids.fuera = await section('SEL-900', 4, '08:00', '10:00', 30);
  ids.elena = await studentCareer(1, 'estudiante');
  ids.otro = await studentCareer(2);
});
afterAll(() => ctx.close());

const url = (ec: number, periodo = ids.periodo) => `/api/seleccion/estudiantes/${ec}/periodo/${periodo}`;
const add = (ec: number, seccionAsignaturaId: unknown, as = 'estudiante', lang?: 'en') =>
  ctx.call({ method: 'POST', url: `${url(ec)}/secciones`, as, lang, payload: { seccionAsignaturaId } });
const seats = async (sid: number) =>
  (await ctx.database.query<{ n: number }>(`select se_en_inscritos as n from seccion_horario where seccion_asignatura_id = $1`, [sid]))[0].n;

describe("a student's selection", () => {
  it('adds a section of the plan, takes its seat and counts its credits', async () => {
    const res = await add(ids.elena, ids.a);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ creditos: 4, creditosMaximos: 12 });
    expect(res.body.secciones.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo)).toEqual(['SEL-101']);
    expect(await seats(ids.a)).toBe(1);
  });

  it('refuses a clash, naming the section, the day and the shared hours, in the student’s language', async () => {
    const res = await add(ids.elena, ids.b);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('seleccion_rechazada');
    expect(res.body.message).toBe('No se puede agregar SEL-102-01: Choca con SEL-101-01 el lunes de 09:00 a 10:00.');
    expect((await add(ids.elena, ids.b, 'estudiante', 'en')).body.message).toBe(
      'Section SEL-102-01 cannot be added: It clashes with SEL-101-01 on Monday from 09:00 to 10:00.',
    );
    expect(await seats(ids.b)).toBe(0);
  });

  it('refuses a subject outside the plan, the same subject twice and more credits than the plan allows', async () => {
    expect((await add(ids.elena, ids.fuera)).body.message).toBe('No se puede agregar SEL-900-01: La asignatura no está en su plan de estudios.');
    expect((await add(ids.elena, ids.a)).body.message).toContain('Ya tiene esta asignatura en la sección SEL-101-01.');
    expect((await add(ids.elena, ids.c)).status).toBe(201);
    expect((await add(ids.elena, ids.d)).status).toBe(201);
    await ctx.database.query(`update plan_estudio set pl_en_cred_maximo_autorizado = 8 where plan_estudio_id = $1`, [ids.plan]);
    const over = await add(ids.otro, ids.d, 'registro');
    expect(over.status).toBe(201);
    await add(ids.otro, ids.c, 'registro');
    expect((await add(ids.otro, ids.a, 'registro')).body.message).toBe(
      'No se puede agregar SEL-101-01: Con esta asignatura tendría 12 créditos; el máximo es 8.',
    );
    await ctx.database.query(`update plan_estudio set pl_en_cred_maximo_autorizado = 12 where plan_estudio_id = $1`, [ids.plan]);
  });

  it('drops a section and frees its seat; a dropped place stays in the history', async () => {
    const before = await seats(ids.c);
    const res = await ctx.call({ method: 'DELETE', url: `${url(ids.elena)}/secciones/${ids.c}`, as: 'estudiante' });
    expect(res.status).toBe(200);
    expect(res.body.secciones.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo).sort()).toEqual(['SEL-101', 'SEL-104']);
    expect(await seats(ids.c)).toBe(before - 1);
    expect((await ctx.call({ method: 'DELETE', url: `${url(ids.elena)}/secciones/${ids.c}`, as: 'estudiante' })).status).toBe(404);
    const [row] = await ctx.database.query<{ estado: string }>(`select estado from seleccion where estudiante_carrera_id = $1 and seccion_asignatura_id = $2`, [
      ids.elena,
      ids.c,
    ]);
    expect(row.estado).toBe('retirada');
  });

  it('gives the last seats once each when forty students want ten, and says "full" to the rest', async () => {
    const full = await (async () => {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/horarios/secciones-horarios',
        as: 'registro',
        payload: {
          periodoAcademicoId: ids.periodo,
          asignaturaId: ids['SEL-103'],
          tipoSeccionId: ids.teorica,
          seccionId: 2,
          sedeId: ids.sd,
          seEnCapacidad: 10,
          seEnFechaInicia: '2027-01-11',
          seEnFechaFinaliza: '2027-04-24',
        },
      });
      return res.body.seccionAsignaturaId as number;
    })();
    const careers = [];
    for (let n = 100; n < 140; n++) careers.push(await studentCareer(n));
    const answers = await Promise.all(careers.map((ec) => add(ec, full, 'registro')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(30);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set(['La sección SEL-103-02 no tiene cupo.']));
    expect(await seats(full)).toBe(10);
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from seleccion where seccion_asignatura_id = $1 and estado = 'inscrita'`,
      [full],
    );
    expect(n).toBe(10);
  });

  it("tells a student their careers and the period open for registration, and offers their plan's sections on their campus", async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'estudiante' });
    expect(mine.status).toBe(200);
    expect(mine.body.carreras.map((c: { estudianteCarreraId: number }) => c.estudianteCarreraId)).toEqual([ids.elena]);
    expect(mine.body.periodo).toMatchObject({ periodoAcademicoId: ids.periodo });
    expect((await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'registro' })).body.carreras).toEqual([]);
    const offer = await ctx.call({ method: 'GET', url: `${url(ids.elena)}/oferta`, as: 'estudiante' });
    expect(offer.status).toBe(200);
    const codes = offer.body.map((s: { asignaturaCodigo: string }) => s.asignaturaCodigo);
    expect(codes).toContain('SEL-101');
    expect(codes).not.toContain('SEL-900');
    expect((await ctx.call({ method: 'GET', url: `${url(ids.otro)}/oferta`, as: 'estudiante' })).status).toBe(403);
  });

  it('keeps a student to their own careers and a closed period closed; bad input writes nothing', async () => {
    expect((await add(ids.otro, ids.a, 'estudiante')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(ids.otro), as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(ids.elena), as: 'estudiante' })).status).toBe(200);
    expect((await ctx.call({ method: 'GET', url: url(ids.elena), as: 'profesor' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(999999), as: 'registro' })).status).toBe(404);
    const closed = await ctx.call({
      method: 'POST',
      url: `${url(ids.elena, ids.cerrado)}/secciones`,
      as: 'estudiante',
      payload: { seccionAsignaturaId: ids.c },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('El período no está abierto a inscripción.');
    const rows = await countRows(ctx.database, 'seleccion');
    for (const bad of ['abc', -1, null, 1.5]) expect((await add(ids.elena, bad)).status, String(bad)).toBe(400);
    expect((await add(ids.elena, 999999)).status).toBe(404);
    expect(await countRows(ctx.database, 'seleccion')).toBe(rows);
  });
});
