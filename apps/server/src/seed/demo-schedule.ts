import { franjas, reunionesDeFranja } from '@claustro/domain/horarios/franjas.rules';
import type { Database } from '../platform/db/database.ts';

/**
 * The demo university's timetable for the current period and the next: every subject its campuses'
 * plans teach gets a section (shared when several careers take it), at a time that differs from the
 * other subjects of the same plan term (a student following the plan never clashes), in a room free at
 * that time (a virtual room when the campus runs out), taught by a professor of the campus who is free
 * then; where a slot, a room and a professor are left, a second section at another hour (what a student
 * may change to). The demo `profesor` teaches Sistemas subjects on the Santo Domingo campus.
 */

interface Need {
  sedeId: number;
  asignaturaId: number;
  codigo: string;
  creditos: number;
  /** Each career term that takes it: its subjects must not share a slot. */
  terms: string[];
  carreras: number[];
  planes: number[];
  cuatrimestre: number;
  sistemas: boolean;
}

export async function seedDemoSchedule(database: Database) {
  const q = <T>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const periods = await q<{ id: number; start: string; end: string }>(
    `select periodo_academico_id as id, pe_ac_fecha_inicio::text as start, pe_ac_fecha_fin::text as "end" from periodo_academico p
      where (pe_ac_periodo_digitacion_nota or pe_ac_periodo_inscripcion)
        and not exists (select 1 from seccion_horario s where s.periodo_academico_id = p.periodo_academico_id)`,
  );
  if (!periods.length) return;
  const rows = await q<{
    sede_id: number;
    carrera_id: number;
    plan_estudio_id: number;
    term: number;
    asignatura_id: number;
    codigo: string;
    creditos: number;
    alias: string;
  }>(
    `select cs.sede_id, c.carrera_id, p.plan_estudio_id, d.pl_de_cuatrimestre as term, a.asignatura_id, a.asig_codigo as codigo, d.pl_de_creditos as creditos, c.carr_alias as alias
       from carrera c join carrera_sedes cs on cs.owner_id = c.carrera_id
       join plan_estudio p on p.carrera_id = c.carrera_id and p.pl_en_vigente
       join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id
       join asignatura a on a.asignatura_id = d.asignatura_id
      order by cs.sede_id, c.carrera_id, d.pl_de_cuatrimestre, a.asig_codigo`,
  );
  if (!rows.length) return;
  const needs = new Map<string, Need>();
  for (const r of rows) {
    const key = `${r.sede_id}:${r.asignatura_id}`;
    const n = needs.get(key) ?? {
      sedeId: r.sede_id,
      asignaturaId: r.asignatura_id,
      codigo: r.codigo,
      creditos: r.creditos,
      terms: [],
      carreras: [],
      planes: [],
      cuatrimestre: r.term,
      sistemas: false,
    };
    n.terms.push(`${r.sede_id}:${r.carrera_id}:${r.term}`);
    n.carreras.push(r.carrera_id);
    n.planes.push(r.plan_estudio_id);
    n.sistemas ||= r.alias === 'ISC';
    needs.set(key, n);
  }
  const rooms = await q<{ aula_id: number; sede_id: number; capacidad: number; virtual: boolean }>(
    `select a.aula_id, a.sede_id, a.aula_capacidad_persona as capacidad, t.ti_au_es_virtual as virtual
       from aula a join tipo_aula t on t.tipo_aula_id = a.tipo_aula_id where a.estatus order by a.sede_id, t.ti_au_es_laboratorio, a.aula_id`,
  );
  const teachers = await q<{ profesor_id: number; sede_id: number; demo: boolean }>(
    `select f.profesor_id, f.sede_id, exists (select 1 from usuario u where u.persona_id = f.persona_id and u.usua_nombre = 'profesor') as demo
       from profesor f where f.prof_es_elegible order by f.profesor_id`,
  );
  const [{ teorica }] = await q<{ teorica: number }>(`select tipo_seccion_id as teorica from tipo_seccion where ti_se_descripcion = 'Teórica'`);

  // A slot per subject (the week's standard slots, `franjas.rules.ts`, as the offer's generated timetable), different from the slots of the other subjects of each plan term it belongs to.
  const takenByTerm = new Map<string, Set<number>>();
  const busyRoom = new Set<string>();
  const busyTeacher = new Map<number, Set<number>>();
  const sections: Record<string, unknown>[] = [];
  const ordered = [...needs.values()].sort((a, b) => b.terms.length - a.terms.length || a.codigo.localeCompare(b.codigo));
  /**
   * Places section `seccion` of a subject at the first slot none of its plan terms uses, in a room and
   * with a professor free then; false when there is none (`teacherNeeded`: not without a professor).
   */
  const place = (n: Need, seccion: number, teacherNeeded: boolean) => {
    const used = new Set(n.terms.flatMap((t) => [...(takenByTerm.get(t) ?? [])]));
    const slot = franjas.findIndex((_, i) => !used.has(i));
    if (slot < 0) return false;
    // The demo professor first for Sistemas subjects (four sections at most), then whoever of the campus is free.
    const free = (p: { profesor_id: number }, max: number) => (busyTeacher.get(p.profesor_id)?.size ?? 0) < max && !busyTeacher.get(p.profesor_id)?.has(slot);
    const teacher =
      teachers.find((p) => p.demo && n.sistemas && n.sedeId === p.sede_id && free(p, 4)) ??
      teachers.find((p) => !p.demo && p.sede_id === n.sedeId && free(p, 5));
    if (!teacher && teacherNeeded) return false;
    for (const t of n.terms) takenByTerm.set(t, (takenByTerm.get(t) ?? new Set()).add(slot));
    const at = franjas[slot];
    const campusRooms = rooms.filter((r) => r.sede_id === n.sedeId);
    const room = campusRooms.find((r) => !r.virtual && !busyRoom.has(`${r.aula_id}:${slot}`)) ?? campusRooms.find((r) => r.virtual);
    if (room && !room.virtual) busyRoom.add(`${room.aula_id}:${slot}`);
    if (teacher) busyTeacher.set(teacher.profesor_id, (busyTeacher.get(teacher.profesor_id) ?? new Set()).add(slot));
    const shared = new Set(n.carreras).size > 1;
    const days = reunionesDeFranja(at, n.creditos).map((h) => h.diaId);
    sections.push({
      seccion,
      sede: n.sedeId,
      asignatura: n.asignaturaId,
      carrera: shared ? null : n.carreras[0],
      plan: shared ? null : n.planes[0],
      compartida: shared,
      cuatrimestre: n.cuatrimestre,
      cupo: room ? Math.min(room.capacidad, room.virtual ? 60 : 35) : 30,
      reuniones: days.map((dia) => ({ dia, desde: at.desde, hasta: at.hasta, aula: room?.aula_id ?? null, profesor: teacher?.profesor_id ?? null })),
    });
    return true;
  };
  // Every subject once (a plan term with more subjects than slots leaves one for the registrar to place by hand)…
  for (const n of ordered) place(n, 1, false);
  // …then a second section where a slot, a room and a professor are still free, as students of another shift would take.
  for (const n of ordered) place(n, 2, true);

  for (const p of periods) {
    await q(
      `insert into seccion_horario (periodo_academico_id, asignatura_id, plan_estudio_id, tipo_seccion_id, seccion_id, carrera_id, sede_id,
                                    se_en_capacidad, se_en_compartida, se_en_cuatrimestre_asignatura, se_en_fecha_inicia, se_en_fecha_finaliza)
       select $2, x.asignatura, x.plan, $3, x.seccion, x.carrera, x.sede, x.cupo, x.compartida, x.cuatrimestre, $4::date, $5::date
         from json_to_recordset($1::json) x(seccion int, asignatura int, plan int, carrera int, sede int, cupo int, compartida boolean, cuatrimestre int)`,
      [JSON.stringify(sections), p.id, teorica, p.start, p.end],
    );
    await q(
      `insert into seccion_horario_detalle (seccion_asignatura_id, dia_id, se_de_hora_inicio, se_de_hora_fin, aula_id, profesor_id)
       select s.seccion_asignatura_id, m.dia, m.desde, m.hasta, m.aula, m.profesor
         from json_to_recordset($1::json) x(seccion int, asignatura int, sede int, reuniones json)
         join seccion_horario s on s.periodo_academico_id = $2 and s.sede_id = x.sede and s.asignatura_id = x.asignatura and s.seccion_id = x.seccion
         cross join lateral json_to_recordset(x.reuniones) m(dia int, desde text, hasta text, aula int, profesor int)`,
      [JSON.stringify(sections), p.id],
    );
  }
}

/**
 * Registrations: each active student takes the subjects of the plan term they are in (one term per
 * period since they entered), while seats last. In the current period everyone has (the demo student
 * first, so her timetable is full); in the next, open for registering, registration day is under way:
 * a third of the students have registered, taking at most half of any section (not the demo student,
 * who has it to do), one section of her plan is full and three students wait for a seat in it; six
 * students near the end of their plan may take extra credits; students with 90 credits had the first
 * registration turn, the general one is open. The sections' seat counts follow.
 */
export async function seedDemoEnrolment(database: Database, hoy: string) {
  // The sections were just written: without their statistics the planner takes thousands of
  // students for a handful and registers them in nested loops (half a minute instead of a second).
  await database.query('analyze seccion_horario, seccion_horario_detalle, estudiante_carrera');
  const period = async (flag: string) =>
    (
      await database.query<{ id: number }>(
        `select periodo_academico_id as id from periodo_academico p where ${flag}
            and not exists (select 1 from seleccion x where x.periodo_academico_id = p.periodo_academico_id) order by pe_ac_fecha_inicio limit 1`,
      )
    )[0]?.id;
  const current = await period('pe_ac_periodo_digitacion_nota');
  if (current) {
    await register(database, current, 'true', 1);
    await creditsEarned(database, current);
  }
  const next = await period('pe_ac_periodo_inscripcion and not pe_ac_periodo_digitacion_nota');
  if (!next) return;
  await register(database, next, 'not st.demo and st.estudiante_carrera_id % 3 = 0', 0.5);
  // Registration turns: students with 90 credits or more went first; everyone's turn is open today (the clock's, as the turn check reads it).
  await database.query(
    `insert into acceso_seleccion_carrera (ac_se_descripcion, periodo_academico_id, ac_se_fecha_desde, ac_se_hora_desde, ac_se_fecha_hasta, ac_se_hora_hasta, ac_se_creditos_minimos)
     values ('Estudiantes de término (90 créditos o más)', $1, $2::date - 4, '08:00', $2::date + 10, '18:00', 90),
            ('Turno general', $1, $2::date - 2, '08:00', $2::date + 10, '18:00', 0)`,
    [next, hoy],
  );
  // The registry has let a few students near the end of their plan take more credits this period.
  await database.query(
    `insert into seleccion_extra_credito (estudiante_carrera_id, periodo_academico_id, creditos, motivo, usuario_id, creado_en)
     select ec.estudiante_carrera_id, $1, (array[3, 4, 6])[1 + ec.estudiante_carrera_id % 3],
            (array['Último cuatrimestre: completa el plan', 'Índice sobresaliente', 'Asignatura pendiente de un período anterior'])[1 + ec.estudiante_carrera_id % 3],
            (select usuario_id from usuario where usua_nombre = 'registro'), now() - (ec.estudiante_carrera_id % 5) * interval '1 day'
       from estudiante_carrera ec join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id
       join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id and ee.es_es_descripcion = 'Activo'
      order by pi.pe_ac_fecha_inicio, ec.estudiante_carrera_id limit 6`,
    [next],
  );
  // The first subject of the demo student's coming term with registrations becomes a small lab, full, with a waiting list.
  const [full] = await database.query<{ id: number; asignatura: number; n: number }>(
    `select s.seccion_asignatura_id as id, s.asignatura_id as asignatura, s.se_en_inscritos as n
       from seccion_horario s join periodo_academico nx on nx.periodo_academico_id = s.periodo_academico_id
      where s.periodo_academico_id = $1 and s.se_en_inscritos >= 3
        and exists (select 1 from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                      join usuario u on u.persona_id = e.persona_id and u.usua_nombre = 'estudiante'
                      join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id
                      join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan_estudio_id and d.asignatura_id = s.asignatura_id
                     where ec.sede_id = s.sede_id
                       and d.pl_de_cuatrimestre = (select count(*) from periodo_academico p where p.pe_ac_fecha_inicio between pi.pe_ac_fecha_inicio and nx.pe_ac_fecha_inicio))
      order by s.asignatura_id, s.seccion_id limit 1`,
    [next],
  );
  if (!full) return;
  await database.query(`update seccion_horario set se_en_capacidad = se_en_inscritos where seccion_asignatura_id = $1`, [full.id]);
  await database.query(
    `insert into lista_espera (seccion_asignatura_id, estudiante_carrera_id, periodo_academico_id, creado_en)
     select $1, ec.estudiante_carrera_id, $2, now() - (4 - row_number() over (order by ec.estudiante_carrera_id)) * interval '1 hour'
       from estudiante_carrera ec join seccion_horario s on s.seccion_asignatura_id = $1 and s.sede_id = ec.sede_id
       join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan_estudio_id and d.asignatura_id = s.asignatura_id
      where not exists (select 1 from seleccion x where x.estudiante_carrera_id = ec.estudiante_carrera_id and x.periodo_academico_id = $2)
        and not exists (select 1 from estudiante e join usuario u on u.persona_id = e.persona_id
                         where e.estudiante_id = ec.estudiante_id and u.usua_nombre = 'estudiante')
      order by ec.estudiante_carrera_id limit 3`,
    [full.id, next],
  );
}

/**
 * Credits taken before the current period: the plan terms each student has gone through (one a
 * period since they entered), as the student's record counts them until grades bring the real ones.
 */
async function creditsEarned(database: Database, periodoId: number) {
  await database.query(
    `with cur as (select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = $1),
          st as (select ec.estudiante_id, ec.plan_estudio_id,
                        (select count(*) from periodo_academico p, cur where p.pe_ac_fecha_inicio between pi.pe_ac_fecha_inicio and cur.pe_ac_fecha_inicio) as term
                   from estudiante_carrera ec join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id, cur
                  where pi.pe_ac_fecha_inicio <= cur.pe_ac_fecha_inicio)
     update estudiante e set estu_creditos_cursados = coalesce((select sum(d.pl_de_creditos) from plan_estudio_planes_estudios_detalles d
                                                                 where d.owner_id = st.plan_estudio_id and d.pl_de_cuatrimestre < st.term), 0)
       from st where st.estudiante_id = e.estudiante_id`,
    [periodoId],
  );
}

/** Registers the students `who` (a condition on `st`) for their term's sections in a period, up to a share of each section's seats. */
async function register(database: Database, periodoId: number, who: string, share: number) {
  await database.query(
    `with cur as (select periodo_academico_id, pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = $1),
          st as (select ec.estudiante_carrera_id, ec.plan_estudio_id, ec.sede_id,
                        exists (select 1 from estudiante e join usuario u on u.persona_id = e.persona_id
                                 where e.estudiante_id = ec.estudiante_id and u.usua_nombre = 'estudiante') as demo,
                        least((select count(*) from periodo_academico p where p.pe_ac_fecha_inicio between pi.pe_ac_fecha_inicio and cur.pe_ac_fecha_inicio),
                              (select max(d.pl_de_cuatrimestre) from plan_estudio_planes_estudios_detalles d where d.owner_id = ec.plan_estudio_id)) as term
                   from estudiante_carrera ec join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
                   join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id, cur
                  where ee.es_es_descripcion in ('Activo', 'Nuevo ingreso', 'Readmitido') and pi.pe_ac_fecha_inicio <= cur.pe_ac_fecha_inicio),
          wanted as (select st.estudiante_carrera_id, s.seccion_asignatura_id, s.asignatura_id, s.se_en_capacidad,
                            row_number() over (partition by s.seccion_asignatura_id order by st.demo desc, st.estudiante_carrera_id) as n
                       from st join plan_estudio_planes_estudios_detalles d on d.owner_id = st.plan_estudio_id and d.pl_de_cuatrimestre = st.term
                       join seccion_horario s on s.periodo_academico_id = $1 and s.asignatura_id = d.asignatura_id and s.sede_id = st.sede_id and s.estatus
                                              and s.seccion_id = 1
                      where ${who})
     insert into seleccion (estudiante_carrera_id, seccion_asignatura_id, periodo_academico_id, asignatura_id, usuario_id, creado_en)
     select w.estudiante_carrera_id, w.seccion_asignatura_id, $1, w.asignatura_id, (select usuario_id from usuario where usua_nombre = 'registro'),
            least(now(), (select pe_ac_fecha_inicio from cur) - 10 + (w.n % 5) * interval '1 day')
       from wanted w where w.n <= floor(w.se_en_capacidad * $2::numeric)`,
    [periodoId, share],
  );
  await database.query(
    `update seccion_horario s set se_en_inscritos = (select count(*) from seleccion x where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita')
      where s.periodo_academico_id = $1`,
    [periodoId],
  );
}

/**
 * Schedule blocks for the period open for registration: each career's first term on each campus, one
 * of its first sections (A) and, where its subjects run a second section, one of those (B) — what the
 * registry registers a new student in at once.
 */
export async function seedDemoBlocks(database: Database) {
  const [next] = await database.query<{ id: number }>(
    `select periodo_academico_id as id from periodo_academico p where pe_ac_periodo_inscripcion and not pe_ac_periodo_digitacion_nota
        and not exists (select 1 from bloque_horario b where b.periodo_academico_id = p.periodo_academico_id)
      order by pe_ac_fecha_inicio limit 1`,
  );
  if (!next) return;
  await database.query(
    `with firsts as (
       select c.carrera_id, c.carr_alias, p.plan_estudio_id, cs.owner_id, cs.sede_id, se.sede_iniciales, d.asignatura_id
         from carrera c join carrera_sedes cs on cs.owner_id = c.carrera_id join sede se on se.sede_id = cs.sede_id
         join plan_estudio p on p.carrera_id = c.carrera_id and p.pl_en_vigente
         join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id and d.pl_de_cuatrimestre = 1),
     shifts as (select 1 as seccion, 'A' as letra union all select 2, 'B'),
     picks as (
       select f.carrera_id, f.carr_alias, f.plan_estudio_id, f.sede_id, f.sede_iniciales, sh.letra, sh.seccion as pedida,
              coalesce((select s.seccion_asignatura_id from seccion_horario s where s.periodo_academico_id = $1 and s.sede_id = f.sede_id
                          and s.asignatura_id = f.asignatura_id and s.seccion_id = sh.seccion),
                       (select s.seccion_asignatura_id from seccion_horario s where s.periodo_academico_id = $1 and s.sede_id = f.sede_id
                          and s.asignatura_id = f.asignatura_id and s.seccion_id = 1)) as seccion,
              exists (select 1 from seccion_horario s where s.periodo_academico_id = $1 and s.sede_id = f.sede_id
                        and s.asignatura_id = f.asignatura_id and s.seccion_id = sh.seccion) as propia
         from firsts f cross join shifts sh),
     -- The second shift only where some of its subjects run a section of their own then.
     wanted as (select * from picks p where p.seccion is not null
                   and (p.pedida = 1 or exists (select 1 from picks q where (q.carrera_id, q.sede_id, q.letra) = (p.carrera_id, p.sede_id, p.letra) and q.propia))),
     blocks as (
       insert into bloque_horario (periodo_academico_id, sede_id, carrera_id, plan_estudio_id, bl_ho_cuatrimestre, tipo_bloque_horario_id, bl_ho_descripcion)
       select distinct on (w.sede_id, w.carrera_id, w.letra) $1::int, w.sede_id, w.carrera_id, w.plan_estudio_id, 1,
              (select tipo_bloque_horario_id from tipo_bloque_horario where ti_bl_descripcion = 'Primer ingreso'),
              w.carr_alias || '-1-' || w.letra || case when w.sede_iniciales = 'SD' then '' else '-' || w.sede_iniciales end
         from wanted w
       returning bloque_horario_id, sede_id, carrera_id, bl_ho_descripcion)
     insert into bloque_horario_seccion (bloque_horario_id, seccion_asignatura_id)
     select distinct b.bloque_horario_id, w.seccion from blocks b
       join wanted w on (w.sede_id, w.carrera_id) = (b.sede_id, b.carrera_id) and b.bl_ho_descripcion like '%-1-' || w.letra || '%'`,
    [next.id],
  );
}

/**
 * Classroom assignment by career: each career's rooms are the four its own sections of the current
 * period meet in most (virtual rooms aside), as a registry would write down what the timetable shows.
 */
export async function seedDemoRoomAssignment(database: Database) {
  await database.query(
    `with cur as (select periodo_academico_id from periodo_academico where pe_ac_periodo_digitacion_nota order by pe_ac_fecha_inicio desc limit 1),
          used as (select s.carrera_id, d.aula_id, count(*) as n,
                          row_number() over (partition by s.carrera_id order by count(*) desc, d.aula_id) as rank
                     from seccion_horario s join cur using (periodo_academico_id)
                     join seccion_horario_detalle d on d.seccion_asignatura_id = s.seccion_asignatura_id
                     join aula a on a.aula_id = d.aula_id join tipo_aula t on t.tipo_aula_id = a.tipo_aula_id and not t.ti_au_es_virtual
                    where s.carrera_id is not null group by s.carrera_id, d.aula_id),
          made as (insert into aula_asignacion_carrera (carrera_id, au_ca_descripcion)
                   select c.carrera_id, 'Aulas de ' || c.carr_descripcion from carrera c
                    where exists (select 1 from used u where u.carrera_id = c.carrera_id)
                      and not exists (select 1 from aula_asignacion_carrera x where x.carrera_id = c.carrera_id)
                   returning aula_asignacion_carrera_id, carrera_id)
     insert into aula_asignacion_carrera_aulas (owner_id, aula_id)
     select m.aula_asignacion_carrera_id, u.aula_id from made m join used u on u.carrera_id = m.carrera_id and u.rank <= 4`,
  );
}

/**
 * Grades for the terms students have completed: each past period from a student's entry is a plan
 * term, and its subjects were passed with a score from 70 to 100 (spread by student, subject and
 * term), given its letter by the institution's scale — so every subject a student registers for now
 * has its prerequisites passed. Written once.
 */
export async function seedDemoGrades(database: Database) {
  await database.query(
    `with cur as (select pe_ac_fecha_inicio as inicio from periodo_academico where pe_ac_periodo_digitacion_nota order by pe_ac_fecha_inicio limit 1),
          past as (select ec.estudiante_carrera_id as ec, ec.plan_estudio_id as plan, p.periodo_academico_id as periodo, p.pe_ac_fecha_fin as fin,
                          (select count(*) from periodo_academico q where q.pe_ac_fecha_inicio between pi.pe_ac_fecha_inicio and p.pe_ac_fecha_inicio)::int as term
                     from estudiante_carrera ec join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id
                     join periodo_academico p on p.pe_ac_fecha_inicio >= pi.pe_ac_fecha_inicio, cur
                    where p.pe_ac_fecha_inicio < cur.inicio),
          g as (select past.ec, d.asignatura_id, past.periodo, past.fin, (70 + (past.ec * 37 + d.asignatura_id * 13 + past.term * 7) % 31)::numeric(5, 2) as nota
                  from past join plan_estudio_planes_estudios_detalles d on d.owner_id = past.plan and d.pl_de_cuatrimestre = past.term)
     insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id, actualizada_en)
     select g.ec, g.asignatura_id, g.periodo, g.nota, l.calificacion_literal_id, (select usuario_id from usuario where usua_nombre = 'registro'),
            g.fin::timestamptz + interval '18 hours'
       from g join calificacion_literal l on l.estatus and l.ca_li_digita and not coalesce(l.ca_li_retirada, false)
                                          and g.nota between l.ca_li_rango_inicio and l.ca_li_rango_fin
      where not exists (select 1 from calificacion)`,
  );
  await seedDemoRepeticiones(database);
}

/**
 * What a registrar sees in a real record: about one past grade in twenty-five failed (F), one in fifty
 * a D (which does not pass), one in seventy withdrawn (R) — each taken again the next term and passed,
 * so the subjects students take now still have their prerequisites. Only terms before a student's last
 * are touched (the retake has a term to be in). Written once.
 */
async function seedDemoRepeticiones(database: Database) {
  await database.query(
    `with cur as (select pe_ac_fecha_inicio as inicio from periodo_academico where pe_ac_periodo_digitacion_nota order by pe_ac_fecha_inicio limit 1),
          g as (
            select c.id, c.estudiante_carrera_id as ec, c.asignatura_id, c.periodo_academico_id as periodo, p.pe_ac_fecha_inicio as inicio,
                   (c.estudiante_carrera_id * 53 + c.asignatura_id * 29) % 1000 as h,
                   (select q.periodo_academico_id from periodo_academico q, cur
                     where q.pe_ac_fecha_inicio > p.pe_ac_fecha_inicio and q.pe_ac_fecha_inicio < cur.inicio
                     order by q.pe_ac_fecha_inicio limit 1) as siguiente
              from calificacion c join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id
             where c.seccion_asignatura_id is null
               and not exists (select 1 from calificacion_otorgada o where o.calificacion_id = c.id)
               and not exists (select 1 from calificacion x join calificacion_literal l on l.calificacion_literal_id = x.calificacion_literal_id
                                where l.ca_li_literal in ('F', 'R'))),
          -- The first attempt: failed (F, 40–59), a D (60–69) or withdrawn (R, no score).
          elegidas as (
            select g.*, case when h < 40 then 'F' when h < 60 then 'D' else 'R' end as letra,
                   case when h < 40 then 40 + h % 20 when h < 60 then 60 + h % 10 end::numeric(5, 2) as nota
              from g where h < 74 and siguiente is not null),
          primero as (
            update calificacion c set nota = e.nota, calificacion_literal_id = l.calificacion_literal_id
              from elegidas e join calificacion_literal l on l.ca_li_literal = e.letra
             where c.id = e.id
            returning c.id)
     -- The retake, the next term, passed (72–96): written by the registry at that term's end.
     insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id, actualizada_en)
     select e.ec, e.asignatura_id, e.siguiente, r.nota, l.calificacion_literal_id, (select usuario_id from usuario where usua_nombre = 'registro'),
            (select pe_ac_fecha_fin from periodo_academico where periodo_academico_id = e.siguiente)::timestamptz + interval '18 hours'
       from elegidas e cross join lateral (select (72 + (e.h * 7) % 25)::numeric(5, 2) as nota) r
       join calificacion_literal l on l.estatus and l.ca_li_digita and not coalesce(l.ca_li_retirada, false)
                                  and r.nota between l.ca_li_rango_inicio and l.ca_li_rango_fin
      where (select count(*) from primero) > 0`,
  );
}
