import type { Database } from '@claustro/server/src/platform/db/database.ts';

/**
 * The registration benchmarks' university, written set-based: one career whose plan holds 40
 * "spread" subjects (50 sections each: 2,000 sections with room for everyone), one "hot" subject (one
 * section everyone wants), five "rush" subjects (40 sections of 40 seats: 8,000 seats), an open
 * period and `students` student careers. Sections have no meetings (no clash) and the plan no credit
 * limit to speak of: the benchmarks measure seats and statements, not refusals.
 */
export interface World {
  periodo: number;
  /** The first student career; they are consecutive. */
  ecBase: number;
  students: number;
  /** Spread subject j (0–39) has sections `spreadBase + j * 50 + (0…49)`, of subject `spreadSubject + j`. */
  spreadBase: number;
  spreadSubject: number;
  hot: number;
  hotSubject: number;
  rush: number[];
}

export async function seedRegistrationWorld(database: Database, students: number): Promise<World> {
  const one = async (sql: string, p: unknown[] = []) => (await database.query<{ id: number }>(sql, p))[0].id;
  const escuela = await one(`select min(escuela_id) as id from escuela`);
  const carrera = await one(
    `insert into carrera (carr_descripcion, carr_alias, escuela_id, tipo_carrera_id)
     values ('Ingeniería de carga', 'BENCH', $1, (select min(tipo_carrera_id) from tipo_carrera)) returning carrera_id as id`,
    [escuela],
  );
  const periodo = await one(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin, pe_ac_periodo_inscripcion)
     values ('Período de carga', '2031-1', 2031, 1, '2031-01-10', '2031-04-20', true) returning periodo_academico_id as id`,
  );
  const plan = await one(
    `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente, pl_en_cred_maximo_autorizado)
     values ('Plan de carga', $1, 1, true, 999) returning plan_estudio_id as id`,
    [carrera],
  );
  // 40 spread subjects, then the hot one, then 5 rush subjects: consecutive ids.
  const subjects = await database.query<{ id: number }>(
    `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id)
     select 'BEN-' || lpad(g::text, 3, '0'), 'Asignatura de carga ' || g, 4, $1, (select min(tipo_asignatura_id) from tipo_asignatura)
       from generate_series(1, 46) g order by g returning asignatura_id as id`,
    [escuela],
  );
  const ids = subjects.map((s) => s.id).sort((a, b) => a - b);
  await database.query(
    `insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos)
     select $1, 1, a, 4 from unnest($2::int[]) a`,
    [plan, ids],
  );
  const sede = await one(`select min(sede_id) as id from sede`);
  const tipo = await one(`select min(tipo_seccion_id) as id from tipo_seccion`);
  const sections = async (subject: number, count: number, capacidad: number) =>
    (
      await database.query<{ id: number }>(
        `insert into seccion_horario (periodo_academico_id, asignatura_id, tipo_seccion_id, seccion_id, sede_id, se_en_capacidad, se_en_fecha_inicia, se_en_fecha_finaliza)
         select $1, $2, $3, g, $4, $5, '2031-01-10', '2031-04-20' from generate_series(1, $6::int) g order by g returning seccion_asignatura_id as id`,
        [periodo, subject, tipo, sede, capacidad, count],
      )
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const spread: number[] = [];
  for (let j = 0; j < 40; j++) spread.push(...(await sections(ids[j], 50, 1_000_000)));
  const [hot] = await sections(ids[40], 1, 1_000_000);
  const rush: number[] = [];
  for (let j = 41; j < 46; j++) rush.push(...(await sections(ids[j], 40, 40)));
  for (let i = 1; i < spread.length; i++) if (spread[i] !== spread[0] + i) throw new Error('spread sections are not consecutive');

  const estado = await one(`select min(estado_estudiante_id) as id from estado_estudiante`);
  const ecs = await database.query<{ id: number }>(
    `with p as (insert into persona (pers_nombres, pers_apellidos) select 'Estudiante', 'Carga ' || g from generate_series(1, $1::int) g returning persona_id),
          e as (insert into estudiante (persona_id, matricula) select persona_id, 'BEN-' || persona_id from p returning estudiante_id)
     insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id)
     select estudiante_id, $2, $3, $4, $5, $6 from e order by estudiante_id returning estudiante_carrera_id as id`,
    [students, carrera, plan, sede, estado, periodo],
  );
  const ec = ecs.map((r) => r.id).sort((a, b) => a - b);
  if (ec.at(-1)! - ec[0] !== students - 1) throw new Error('student careers are not consecutive');
  await database.query(`analyze`);
  return { periodo, ecBase: ec[0], students, spreadBase: spread[0], spreadSubject: ids[0], hot, hotSubject: ids[40], rush };
}

/** The k-th registration of the spread workload: student k / 40 takes spread subject k % 40, in one of its 50 sections. */
export function spreadPair(w: World, k: number) {
  const ec = w.ecBase + (Math.floor(k / 40) % w.students);
  const j = k % 40;
  return { ec, sid: w.spreadBase + j * 50 + (ec % 50), asig: w.spreadSubject + j };
}
