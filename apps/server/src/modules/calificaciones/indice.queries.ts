import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { apruebaSql, calificacionOficial, cuentaEnIndiceSql, reglaRepeticionDe, sustituidaSql } from './historial.queries.ts';
import type { ReglaRepeticion } from '@claustro/domain/calificaciones/repeticion.rules';
import { all, exists, first, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { calculo, indiceEstudiante } from '@claustro/domain/calificaciones/indice.contract';

/* The SQL of the academic index: set-based over a range of student careers. */

/**
 * Each student career's index per period in the range, from its official grades: the period's credits
 * taken and earned, points and index, and the index and credits accumulated up to it (periods in date
 * order); an attempt the retake rule leaves out does not weigh. What a query of the grades alone would
 * answer — the baseline the benchmark measures against.
 */
export const indicesSql = (desde: number, hasta: number, regla: ReglaRepeticion = 'todas') => sql`
  with o as (
    select c.estudiante_carrera_id as ec, c.periodo_academico_id as p, c.asignatura_id, c.id, pa.pe_ac_fecha_inicio as inicio,
           a.asig_creditos as creditos, ${apruebaSql} as aprueba, ${cuentaEnIndiceSql} as cuenta, coalesce(l.ca_li_puntos, 0) as puntos
      from ${calificacionOficial} c
      join asignatura a on a.asignatura_id = c.asignatura_id
      join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
      join periodo_academico pa on pa.periodo_academico_id = c.periodo_academico_id
     where c.estudiante_carrera_id between ${desde} and ${hasta}),
  r as (select o.*, ${sustituidaSql(regla)} as sustituida from o),
  g as (
    select ec, p, min(inicio) as inicio, sum(creditos)::int as cursados,
           coalesce(sum(creditos) filter (where aprueba), 0)::int as aprobados,
           coalesce(sum(creditos) filter (where cuenta and not sustituida), 0) as cr,
           coalesce(sum(creditos * puntos) filter (where cuenta and not sustituida), 0)::numeric(9, 2) as pts
      from r group by 1, 2)
  select ec, p, inicio, cursados, aprobados, pts, round(pts / nullif(cr, 0), 2)::numeric(4, 2) as indice,
         round(sum(pts) over k / nullif(sum(cr) over k, 0), 2)::numeric(4, 2) as acumulado, (sum(aprobados) over k)::int as acumulados
    from g window k as (partition by ec order by inicio, p)`;

const calculoColumns = sql`
  k.id, k.estado, k.total, k.procesados, k.actualizados, k.condiciones, u.usua_nombre as "iniciadoPor", k.creado_en as "creadoEn",
  k.terminado_en as "terminadoEn", k.error`;

export function indiceQueries(database: Database) {
  return {
    /**
     * Recalculates the index of the student careers with ids in [desde, hasta] and sets their academic
     * standing from the accumulated one at their latest closed period, recording each standing that changes. Writes only what differs:
     * answers how many period rows and standings changed (zero and zero over an unchanged record).
     */
    async recalcular(tx: Db, desde: number, hasta: number, usuarioId: number) {
      const [done] = await all(
        tx,
        row({ actualizados: z.number(), condiciones: z.number() }),
        sql`
          with w as materialized (${indicesSql(desde, hasta, await reglaRepeticionDe(tx))}),
          up as (
            insert into indice_periodo as i (estudiante_carrera_id, periodo_academico_id, creditos_cursados, creditos_aprobados, puntos, indice,
                                             indice_acumulado, creditos_acumulados)
            select ec, p, cursados, aprobados, pts, indice, acumulado, acumulados from w
            on conflict (estudiante_carrera_id, periodo_academico_id) do update
               set creditos_cursados = excluded.creditos_cursados, creditos_aprobados = excluded.creditos_aprobados, puntos = excluded.puntos,
                   indice = excluded.indice, indice_acumulado = excluded.indice_acumulado, creditos_acumulados = excluded.creditos_acumulados,
                   calculado_en = now()
             where (i.creditos_cursados, i.creditos_aprobados, i.puntos, i.indice, i.indice_acumulado, i.creditos_acumulados)
                   is distinct from (excluded.creditos_cursados, excluded.creditos_aprobados, excluded.puntos, excluded.indice,
                                     excluded.indice_acumulado, excluded.creditos_acumulados)
            returning 1),
          gone as (
            delete from indice_periodo i where i.estudiante_carrera_id between ${desde} and ${hasta}
               and not exists (select 1 from w where w.ec = i.estudiante_carrera_id and w.p = i.periodo_academico_id)
            returning 1),
          -- The standing from the accumulated index of each career's latest closed period (its grade entry
          -- over: a term under way, with grades still to come, decides nothing), by the active ranges.
          last as (select distinct on (w.ec) w.ec, w.p, w.acumulado from w
                     join periodo_academico pa on pa.periodo_academico_id = w.p and not coalesce(pa.pe_ac_periodo_digitacion_nota, false)
                    order by w.ec, w.inicio desc, w.p desc),
          want as (
            select last.ec, last.p, ca.condicion_academica_id as cond
              from last join lateral (
                     select ca.condicion_academica_id from condicion_academica ca
                      where ca.estatus and last.acumulado between ca.co_ac_indice_desde and ca.co_ac_indice_hasta
                      order by ca.co_ac_orden, ca.condicion_academica_id limit 1) ca on true),
          changed as (
            update estudiante_carrera ec set condicion_academica_id = want.cond
              from want join estudiante_carrera o on o.estudiante_carrera_id = want.ec
             where ec.estudiante_carrera_id = want.ec and ec.condicion_academica_id is distinct from want.cond
            returning ec.estudiante_carrera_id, ec.estudiante_id, want.p, o.condicion_academica_id as antes, want.cond as despues,
                      ec.carrera_id, ec.plan_estudio_id, ec.sede_id, ec.estado_estudiante_id),
          recorded as (
            insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, periodo_academico_id, antes, despues, usuario_id)
            select 'condicion', c.estudiante_id, c.estudiante_carrera_id, c.p,
                   jsonb_build_object('carreraId', c.carrera_id, 'planEstudioId', c.plan_estudio_id, 'sedeId', c.sede_id,
                                      'estadoEstudianteId', c.estado_estudiante_id, 'condicionAcademicaId', c.antes),
                   jsonb_build_object('carreraId', c.carrera_id, 'planEstudioId', c.plan_estudio_id, 'sedeId', c.sede_id,
                                      'estadoEstudianteId', c.estado_estudiante_id, 'condicionAcademicaId', c.despues, 'calculoIndice', true),
                   ${usuarioId}
              from changed c
            returning 1)
          select ((select count(*) from up) + (select count(*) from gone))::int as actualizados, (select count(*) from recorded)::int as condiciones`,
      );
      return done;
    },

    /** The student careers to calculate: how many, and the ids to walk in batches. */
    rango: async () =>
      await only(
        database.db,
        row({ total: z.number(), desde: z.number(), hasta: z.number() }),
        sql`select count(*)::int as total, coalesce(min(estudiante_carrera_id), 0) as desde, coalesce(max(estudiante_carrera_id), 0) as hasta from estudiante_carrera`,
      ),

    calculo: async (db: Db, id: number) =>
      (await first(db, calculo, sql`select ${calculoColumns} from calculo_indice k join usuario u on u.usuario_id = k.iniciado_por where k.id = ${id}`)) ??
      null,
    /** Marks a calculation under way; answers where it had got to and who started it. */
    comenzar: (db: Db, id: number) =>
      only(
        db,
        row({ ultimoId: z.number(), usuarioId: z.number() }),
        sql`update calculo_indice set estado = 'en_curso' where id = ${id} returning ultimo_id as "ultimoId", iniciado_por as "usuarioId"`,
      ),
    /** Recalculates one batch of student careers (in its own transaction) and records the calculation's progress. */
    lote: (db: Db, id: number, desde: number, hasta: number, recalcular: (tx: Db) => Promise<{ actualizados: number; condiciones: number }>) =>
      db.transaction(async (tx) => {
        // The batch's sorts (by career and period) fit in memory instead of spilling to disk.
        await tx.execute(sql`set local work_mem = '64MB'`);
        const done = await recalcular(tx);
        await tx.execute(sql`
          update calculo_indice set ultimo_id = ${hasta}, actualizados = actualizados + ${done.actualizados}, condiciones = condiciones + ${done.condiciones},
                 procesados = procesados + (select count(*) from estudiante_carrera where estudiante_carrera_id between ${desde} and ${hasta})
           where id = ${id}`);
      }),
    terminar: (db: Db, id: number) =>
      db.execute(sql`update calculo_indice set estado = 'hecho', terminado_en = now(), procesados = greatest(procesados, total) where id = ${id}`),
    fallar: (db: Db, id: number, error: string) =>
      db.execute(sql`update calculo_indice set estado = 'fallido', terminado_en = now(), error = ${error.slice(0, 500)} where id = ${id}`),
    /** Starts a calculation of every student career, unless one is under way (checked one at a time); answers its id, or null. */
    async iniciar(tx: Db, usuarioId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calculo_indice'))`);
      if (await exists(tx, sql`select 1 from calculo_indice where estado in ('pendiente', 'en_curso')`)) return null;
      return (await only(tx, idRow, sql`insert into calculo_indice (total, iniciado_por) select count(*), ${usuarioId} from estudiante_carrera returning id`))
        .id;
    },
    /** A student career as its index screen names it, locked, with its academic standing. */
    estudiante: (tx: Db, estudianteCarreraId: number) =>
      first(
        tx,
        row({ matricula: z.string(), nombre: z.string(), carrera: z.string(), condicion: z.string().nullable() }),
        sql`
          select e.matricula, p.pers_nombres || ' ' || p.pers_apellidos as nombre, c.carr_descripcion as carrera,
                 (select co_ac_descripcion from condicion_academica where condicion_academica_id = ec.condicion_academica_id) as condicion
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
            join carrera c on c.carrera_id = ec.carrera_id where ec.estudiante_carrera_id = ${estudianteCarreraId} for update of ec`,
      ),
    /** A student career's periods with their index and the accumulated one, in date order. */
    periodos: (tx: Db, estudianteCarreraId: number) =>
      all(
        tx,
        indiceEstudiante.shape.periodos.element,
        sql`
          select i.periodo_academico_id as "periodoAcademicoId", pa.pe_ac_descripcion as periodo, i.creditos_cursados as "creditosCursados",
                 i.creditos_aprobados as "creditosAprobados", i.indice::float8 as indice, i.indice_acumulado::float8 as "indiceAcumulado"
            from indice_periodo i join periodo_academico pa on pa.periodo_academico_id = i.periodo_academico_id
           where i.estudiante_carrera_id = ${estudianteCarreraId} order by pa.pe_ac_fecha_inicio, i.periodo_academico_id`,
      ),
    /** The honour an accumulated index earns, if any. */
    honor: async (tx: Db, acumulado: number | null) =>
      (
        await first(
          tx,
          row({ d: z.string() }),
          sql`select ho_ac_descripcion as d from honor_academico
               where estatus and ${acumulado}::numeric between ho_ac_rango_inicial and ho_ac_rango_final order by ho_ac_orden limit 1`,
        )
      )?.d ?? null,
    calculos: async () =>
      await all(
        database.db,
        calculo,
        sql`select ${calculoColumns} from calculo_indice k join usuario u on u.usuario_id = k.iniciado_por order by k.id desc limit 10`,
      ),
  };
}
