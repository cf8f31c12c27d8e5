import { rolEstudiante } from '@claustro/domain/seguridad/session';
import { createTestContext, type TestContext } from '../../test/context.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * The world the selection tests share: a career with a plan of four subjects (SEL-101…104, 4
 * credits each, at most 12 credits), one subject outside it (SEL-900), an open and a closed period,
 * a section of each subject, and two student careers: the `estudiante` account's and another.
 */
export async function selectionFixture(o: { salaEspera?: number; clock?: Clock } = {}) {
  const ctx: TestContext = await createTestContext({ clock: o.clock });
  const ids: Record<string, number> = {};
  if (o.salaEspera !== undefined)
    await ctx.database.query(`update parametro_sistema set pa_si_valor = $1 where pa_si_clave = 'seleccion.sala_espera.capacidad'`, [String(o.salaEspera)]);
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
  /** A section of a subject in the open period, meeting once a week when a day is given. */
  async function section(codigo: string, capacidad: number, o: { seccionId?: number; diaId?: number; desde?: string; hasta?: string } = {}) {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/horarios/secciones-horarios',
      as: 'registro',
      payload: {
        periodoAcademicoId: ids.periodo,
        asignaturaId: ids[codigo],
        tipoSeccionId: ids.teorica,
        seccionId: o.seccionId ?? 1,
        sedeId: ids.sd,
        seEnCapacidad: capacidad,
        seEnFechaInicia: '2027-01-11',
        seEnFechaFinaliza: '2027-04-24',
        seccionesHorariosDetalle: o.diaId ? [{ diaId: o.diaId, seDeHoraInicio: o.desde, seDeHoraFin: o.hasta }] : [],
      },
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.seccionAsignaturaId as number;
  }

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
  ids.a = await section('SEL-101', 30, { diaId: 1, desde: '08:00', hasta: '10:00' });
  ids.b = await section('SEL-102', 30, { diaId: 1, desde: '09:00', hasta: '11:00' });
  ids.c = await section('SEL-103', 30, { diaId: 2, desde: '08:00', hasta: '10:00' });
  ids.d = await section('SEL-104', 10, { diaId: 3, desde: '08:00', hasta: '10:00' });
  ids.fuera = await section('SEL-900', 30, { diaId: 4, desde: '08:00', hasta: '10:00' });
  ids.elena = await studentCareer(1, 'estudiante');
  ids.otro = await studentCareer(2);
  await letIn('estudiante');

  /**
   * The student takes her turn and asks again until the room lets her in, as the registration page
   * does. A room with space lets a newcomer straight in, unless its clock is letting students in at
   * that moment: then she is in at its next tick, a second later (the page's next question).
   */
  async function letIn(as: string) {
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 100))) {
      const res = await ctx.call({ method: 'POST', url: '/api/seleccion/sala-espera', as });
      if (res.body?.admitido) return;
    }
    throw new Error(`the waiting room did not let ${as} in`);
  }

  /** A student career with an account of its own (`usuario`, the demo password), as a student signs in. */
  async function studentWithAccount(n: number, usuario: string) {
    const ec = await studentCareer(n);
    await ctx.database.query(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
       select e.persona_id, $2::text, $2::text || '@prueba.edu.do', (select clave_hash from usuario where usua_nombre = 'estudiante'), $3
         from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id where ec.estudiante_carrera_id = $1`,
      [ec, usuario, rolEstudiante],
    );
    return ec;
  }

  /** The demo account "profesor" made a professor (reference `codigo`), teaching the sections given; answers the professor's id. */
  async function demoProfessorTeaches(codigo: string, ...secciones: number[]) {
    const [{ id }] = await ctx.database.query<{ id: number }>(
      `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, $1, $2 from usuario where usua_nombre = 'profesor'
       returning profesor_id as id`,
      [codigo, ids.sd],
    );
    for (const s of secciones) await ctx.database.query(`update seccion_horario_detalle set profesor_id = $1 where seccion_asignatura_id = $2`, [id, s]);
    return id;
  }

  const url = (ec: number, periodo = ids.periodo) => `/api/seleccion/estudiantes/${ec}/periodo/${periodo}`;
  return {
    ctx,
    ids,
    studentCareer,
    studentWithAccount,
    demoProfessorTeaches,
    letIn,
    section,
    url,
    add: (ec: number, seccionAsignaturaId: unknown, as = 'estudiante', lang?: 'en') =>
      ctx.call({ method: 'POST', url: `${url(ec)}/secciones`, as, lang, payload: { seccionAsignaturaId } }),
    seats: async (sid: number) =>
      (await ctx.database.query<{ n: number }>(`select se_en_inscritos as n from seccion_horario where seccion_asignatura_id = $1`, [sid]))[0].n,
  };
}
