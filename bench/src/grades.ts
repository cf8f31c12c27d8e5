/**
 * `npm run bench:grades`: the academic index and the transcript at an institution's scale, on
 * PostgreSQL with its production settings.
 *   1. The index of 50,000 student careers (in good standing until now) with 40 official grades each (10 periods of 4), calculated
 *      by the background job (batches with their progress, standings and their changes recorded) as
 *      a ratio of the single-statement SQL baseline — the calculation's own statement over every career
 *      at once — in the same run (goal ≤ 2×); then the job again, which must change nothing. The cost of
 *      the numbers alone (one SELECT into a table) is shown beside it.
 *   2. The transcript of a student with 60 grades: time and size of one PDF, and 500 in a batch.
 * BENCH_GRADES_STUDENTS changes the number of students (50,000 by default).
 */
import { sql } from 'drizzle-orm';
import { indiceQueries, indicesSql } from '@claustro/server/src/modules/calificaciones/indice.queries.ts';
import { indiceService, loteIndice } from '@claustro/server/src/modules/calificaciones/indice.service.ts';
import { documentosService } from '@claustro/server/src/modules/documentos/documentos.service.ts';
import { historialService } from '@claustro/server/src/modules/calificaciones/historial.service.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import type { JobRunner } from '@claustro/server/src/platform/jobs.ts';
import type { AccessCache } from '@claustro/server/src/platform/auth/access-cache.ts';
import { benchDatabase, runBench } from './bench-database.ts';

const students = Number(process.env.BENCH_GRADES_STUDENTS ?? 50_000);
const periods = 10;
const perPeriod = 4;

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

runBench(async () => {
  const { database, settings, drop } = await benchDatabase('claustro_bench_grades');
  try {
    const one = async (q: string, p: unknown[] = []) => (await database.query<{ id: number }>(q, p))[0].id;
    console.log(`PostgreSQL: ${settings}`);
    const t0 = process.hrtime.bigint();
    const escuela = await one(`select min(escuela_id) as id from escuela`);
    const carrera = await one(
      `insert into carrera (carr_descripcion, carr_alias, escuela_id, tipo_carrera_id)
       values ('Ingeniería de notas', 'NOTAS', $1, (select min(tipo_carrera_id) from tipo_carrera)) returning carrera_id as id`,
      [escuela],
    );
    const plan = await one(
      `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente) values ('Plan de notas', $1, 1, true) returning plan_estudio_id as id`,
      [carrera],
    );
    const subjects = (
      await database.query<{ id: number }>(
        `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id)
         select 'NOT-' || lpad(g::text, 3, '0'), 'Asignatura ' || g, 1 + g % 5, $1, (select min(tipo_asignatura_id) from tipo_asignatura)
           from generate_series(1, $2::int) g order by g returning asignatura_id as id`,
        [escuela, periods * perPeriod + 20],
      )
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const periodIds = (
      await database.query<{ id: number }>(
        `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
         select 'Período ' || g, 'B' || g, 2020 + g / 3, 1 + g % 3, date '2020-01-10' + g * 120, date '2020-01-10' + g * 120 + 100
           from generate_series(1, $1::int) g order by g returning periodo_academico_id as id`,
        [periods],
      )
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const sede = await one(`select min(sede_id) as id from sede`);
    const estado = await one(`select min(estado_estudiante_id) as id from estado_estudiante`);
    await database.query(
      `with p as (insert into persona (pers_nombres, pers_apellidos) select 'Estudiante', 'Notas ' || g from generate_series(1, $1::int) g returning persona_id),
            e as (insert into estudiante (persona_id, matricula) select persona_id, 'NOT-' || persona_id from p returning estudiante_id)
       insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id, condicion_academica_id)
       select estudiante_id, $2, $3, $4, $5, $6, (select condicion_academica_id from condicion_academica where co_ac_descripcion = 'Normal') from e`,
      [students, carrera, plan, sede, estado, periodIds[0]],
    );
    const registro = await one(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
    // Four grades a period, each a letter of the scale spread by student and subject (about one in ten failed).
    await database.query(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
       select ec.estudiante_carrera_id, ($1::int[])[k + 1], ($2::int[])[k / ${perPeriod} + 1], x.nota, l.calificacion_literal_id, $3
         from estudiante_carrera ec cross join generate_series(0, ${periods * perPeriod - 1}) k
        cross join lateral (select (50 + (ec.estudiante_carrera_id * 37 + k * 13) % 51)::numeric(5, 2) as nota) x
         join calificacion_literal l on l.ca_li_digita and not coalesce(l.ca_li_retirada, false) and x.nota between l.ca_li_rango_inicio and l.ca_li_rango_fin
        where ec.carrera_id = $4`,
      [subjects, periodIds, registro, carrera],
    );
    await database.query('analyze');
    const [{ grades, desde, hasta }] = await database.query<{ grades: number; desde: number; hasta: number }>(
      `select (select count(*)::int from calificacion) as grades, min(estudiante_carrera_id) as desde, max(estudiante_carrera_id) as hasta from estudiante_carrera`,
    );
    console.log(`Seeded ${students.toLocaleString('en')} student careers and ${grades.toLocaleString('en')} grades in ${(ms(t0) / 1000).toFixed(1)} s`);

    // What the numbers alone cost: one statement computing every index into a table (no writes to keep, no standings).
    const compute = async () => {
      await database.query('drop table if exists indice_base');
      const t = process.hrtime.bigint();
      await database.db.execute(sql`create table indice_base as ${indicesSql(desde, hasta)}`);
      return ms(t);
    };
    const bare = Math.min(await compute(), await compute());
    const [{ filas }] = await database.query<{ filas: number }>(`select count(*)::int as filas from indice_base`);
    // The baseline: the calculation's own statement (indexes written where they differ, standings set and
    // recorded) run once over every career, in one transaction — then the state put back as it was.
    const normal = await one(`select condicion_academica_id as id from condicion_academica where co_ac_descripcion = 'Normal'`);
    const reset = async () => {
      await database.query(`truncate indice_periodo`);
      await database.query(`delete from estudiante_cambio where tipo = 'condicion'`);
      await database.query(`update estudiante_carrera set condicion_academica_id = $1 where condicion_academica_id is distinct from $1`, [normal]);
      await database.query(`vacuum analyze indice_periodo, estudiante_carrera, estudiante_cambio`);
    };
    const t1 = process.hrtime.bigint();
    const single = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`);
      return indiceQueries(database).recalcular(tx, desde, hasta, registro);
    });
    const b = ms(t1);
    await reset();

    const jobs = { enqueue: async () => 1 } as unknown as JobRunner;
    const svc = indiceService({ database, jobs });
    const job = async () => {
      const id = await one(`insert into calculo_indice (total, iniciado_por) select count(*), $1 from estudiante_carrera returning id`, [registro]);
      const t = process.hrtime.bigint();
      await svc.handlers.calculo_indice({ id }, { attempt: 1, final: true });
      const took = ms(t);
      const [k] = await database.query<{ actualizados: number; condiciones: number; estado: string }>(
        `select actualizados, condiciones, estado from calculo_indice where id = $1`,
        [id],
      );
      return { took, ...k };
    };
    const first = await job();
    const [{ same }] = await database.query<{ same: boolean }>(
      `select not exists (select ec, p, indice, acumulado from indice_base
                          except select estudiante_carrera_id, periodo_academico_id, indice, indice_acumulado from indice_periodo) as same`,
    );
    const again = await job();
    console.log(`\nIndex of the whole institution (${loteIndice.toLocaleString('en')} careers a batch)`);
    console.table([
      { what: 'the numbers alone: one SELECT into a table (best of 2)', ms: Math.round(bare), rows: filas, ratio: `${(bare / b).toFixed(2)}×` },
      { what: 'baseline: the calculation as one statement', ms: Math.round(b), rows: single.actualizados, standings: single.condiciones, ratio: '1.00×' },
      {
        what: 'job, first run (batches, progress)',
        ms: Math.round(first.took),
        rows: first.actualizados,
        standings: first.condiciones,
        ratio: `${(first.took / b).toFixed(2)}×`,
      },
      { what: 'job, rerun', ms: Math.round(again.took), rows: again.actualizados, standings: again.condiciones, ratio: `${(again.took / b).toFixed(2)}×` },
    ]);
    console.log(`Same numbers as the SELECT: ${same}. Rerun changed ${again.actualizados} rows and ${again.condiciones} standings.`);
    if (!same || again.actualizados || again.condiciones || first.estado !== 'hecho' || first.actualizados !== single.actualizados)
      throw new Error('the job does not agree with the baseline, or its rerun changed something');

    // Transcripts: a student with 60 grades (the first student's 40 and 20 more).
    const [{ ec }] = await database.query<{ ec: number }>(`select min(estudiante_carrera_id) as ec from estudiante_carrera where carrera_id = $1`, [carrera]);
    await database.query(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
       select $1, ($2::int[])[${periods * perPeriod} + g + 1], ($3::int[])[g % ${periods} + 1], 88, (select calificacion_literal_id from calificacion_literal where ca_li_literal = 'B'), $4
         from generate_series(0, 19) g`,
      [ec, subjects, periodIds, registro],
    );
    const access = { holds: async () => true } as unknown as AccessCache;
    const institution = loadInstitution('TEST');
    const historial = historialService({ database, access, institution, documentos: documentosService({ database, institution }) });
    const actor = { usuarioId: registro, usuaNombre: 'registro', rolId: 2, lang: 'es' as const, ip: null } as never;
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 20; i++) {
      const t = process.hrtime.bigint();
      const { pdf } = await historial.record({ actor, input: { estudianteCarreraId: ec }, origin: 'https://claustro.example' });
      times.push(ms(t));
      size = pdf.length;
    }
    const [{ n60 }] = await database.query<{ n60: number }>(`select count(*)::int as n60 from calificacion where estudiante_carrera_id = $1`, [ec]);
    const batch = process.hrtime.bigint();
    for (let i = 0; i < 500; i++) await historial.record({ actor, input: { estudianteCarreraId: ec + (i % 100) }, origin: 'https://claustro.example' });
    const batchMs = ms(batch);
    console.log('\nTranscripts');
    console.table([
      { what: `one transcript of ${n60} grades (median of 20)`, ms: Math.round(median(times)), size: `${(size / 1024).toFixed(1)} KB` },
      { what: '500 transcripts in a batch (40 grades each but one)', ms: Math.round(batchMs), perTranscript: `${(batchMs / 500).toFixed(1)} ms` },
    ]);
  } finally {
    await drop();
  }
});
