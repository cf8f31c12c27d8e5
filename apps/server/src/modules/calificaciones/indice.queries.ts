import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { apruebaSql, calificacionOficial, cuentaEnIndiceSql } from './historial.queries.ts';
import { all, first, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { calculo } from '@claustro/domain/calificaciones/indice.contract';

/* The SQL of the academic index: set-based over a range of student careers. */

/**
 * Each student career's index per period in the range, from its official grades: the period's credits
 * taken and earned, points and index, and the index and credits accumulated up to it (periods in date
 * order). What a query of the grades alone would answer — the baseline the benchmark measures against.
 */
export const indicesSql = (desde: number, hasta: number) => sql`
  with g as (
    select c.estudiante_carrera_id as ec, c.periodo_academico_id as p, min(pa.pe_ac_fecha_inicio) as inicio,
           sum(a.asig_creditos)::int as cursados,
           coalesce(sum(a.asig_creditos) filter (where ${apruebaSql}), 0)::int as aprobados,
           coalesce(sum(a.asig_creditos) filter (where ${cuentaEnIndiceSql}), 0) as cr,
           coalesce(sum(a.asig_creditos * l.ca_li_puntos) filter (where ${cuentaEnIndiceSql}), 0)::numeric(9, 2) as pts
      from ${calificacionOficial} c
      join asignatura a on a.asignatura_id = c.asignatura_id
      join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
      join periodo_academico pa on pa.periodo_academico_id = c.periodo_academico_id
     where c.estudiante_carrera_id between ${desde} and ${hasta}
     group by 1, 2)
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
     * standing from the accumulated one, recording each standing that changes. Writes only what differs:
     * answers how many period rows and standings changed (zero and zero over an unchanged record).
     */
    async recalcular(tx: Db, desde: number, hasta: number, usuarioId: number) {
      const [done] = await all(
        tx,
        row({ actualizados: z.number(), condiciones: z.number() }),
        sql`
          with w as materialized (${indicesSql(desde, hasta)}),
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
          -- The standing from the accumulated index of each career's latest period, by the active ranges.
          last as (select distinct on (ec) ec, p, acumulado from w order by ec, inicio desc, p desc),
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
    calculos: async () =>
      await all(
        database.db,
        calculo,
        sql`select ${calculoColumns} from calculo_indice k join usuario u on u.usuario_id = k.iniciado_por order by k.id desc limit 10`,
      ),
  };
}
