import { sql, type SQL } from 'drizzle-orm';
import { continuada } from '@claustro/domain/reportes/continuada';
import type { Reporte } from '@claustro/domain/reportes/engine';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';

/*
 * The SQL of continuing education's reports. A sale is a request whose status takes a seat; its day is
 * when its enrolment was charged (in the institution's zone), or its course's start when nothing was.
 */

const ventas = (sedes: SQL) => sql`
  select s.solicitud_inscripcion_id, s.curso_id, s.ejecutivo_venta_id, cu.cur_moneda_id as moneda_pago_id,
         coalesce(min(c.fecha_vence) filter (where c.tipo = 'inscripcion'), cu.cur_fecha_inicio) as dia,
         coalesce(sum(c.monto - c.refinanciado) filter (where c.tipo <> 'recargo'), 0) as vendido,
         coalesce(sum(least(c.pagado, c.monto - c.refinanciado)) filter (where c.tipo <> 'recargo'), 0) as cobrado
    from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
    join ec_curso cu on cu.curso_id = s.curso_id
    left join cargo_estudiante c on c.solicitud_inscripcion_id = s.solicitud_inscripcion_id and c.estado = 'vigente'
   where cu.sede_id in ${sedes}
   group by s.solicitud_inscripcion_id, cu.curso_id`;

const buscado = (p: Record<string, unknown>, columnas: ReturnType<typeof sql>) =>
  p.buscar ? sql`and ${foldedSql(columnas)} like ${foldedContains(String(p.buscar))}` : sql``;

const queries: Record<keyof typeof continuada, ReportQuery> = {
  ventasContinuada: (p, ctx) => sql`
    with v as (${ventas(ctx.sedes)})
    select m.mo_pa_codigo as moneda, coalesce(ev.ej_ve_apellidos || ', ' || ev.ej_ve_nombres, '(sin ejecutivo)') as ejecutivo, cu.cur_titulo as curso,
           count(*)::int as inscripciones, sum(v.vendido)::text as vendido, sum(v.cobrado)::text as cobrado, sum(v.vendido - v.cobrado)::text as pendiente,
           round(sum(v.cobrado) * coalesce(ev.ej_ve_comision, 0) / 100, 2)::text as comision
      from v join ec_curso cu on cu.curso_id = v.curso_id join moneda_pago m on m.moneda_pago_id = v.moneda_pago_id
      left join ec_ejecutivo_venta ev on ev.ejecutivo_venta_id = v.ejecutivo_venta_id
     where v.dia between ${String(p.desde)}::date and ${String(p.hasta)}::date
       ${buscado(p, sql`cu.cur_titulo || ' ' || coalesce(ev.ej_ve_nombres || ' ' || ev.ej_ve_apellidos, '')`)}
     group by m.mo_pa_codigo, ev.ejecutivo_venta_id, cu.curso_id`,

  ventasMesContinuada: (p, ctx) => sql`
    with v as (${ventas(ctx.sedes)})
    select m.mo_pa_codigo as moneda, to_char(v.dia, 'YYYY-MM') as mes, count(*)::int as inscripciones,
           sum(v.vendido)::text as vendido, sum(v.cobrado)::text as cobrado
      from v join moneda_pago m on m.moneda_pago_id = v.moneda_pago_id
     where v.dia between ${String(p.desde)}::date and ${String(p.hasta)}::date
     group by m.mo_pa_codigo, to_char(v.dia, 'YYYY-MM')`,

  planCursoContinuada: (p, ctx) => sql`
    with v as (${ventas(ctx.sedes)}),
    porCurso as (select curso_id, count(*)::int as inscritos, sum(vendido) as vendido from v group by curso_id)
    select m.mo_pa_codigo as moneda, cu.cur_titulo as curso, ca.ca_cu_nombre as categoria, mo.mo_cu_nombre as modalidad, es.est_cur_nombre as estado,
           cu.cur_fecha_inicio::text as inicio, cu.cur_fecha_final::text as fin, coalesce(cu.cur_cantidad_horas, 0) as horas,
           (select string_agg(f.fa_nombres || ' ' || f.fa_apellidos, ', ' order by f.fa_apellidos) from ec_curso_facilitadores cf
              join ec_facilitador f on f.facilitador_id = cf.facilitador_id where cf.owner_id = cu.curso_id) as facilitadores,
           cu.cur_cupo as cupo, coalesce(pc.inscritos, 0) as inscritos, greatest(cu.cur_cupo - coalesce(pc.inscritos, 0), 0) as disponibles,
           (select sum(round(l.pr_li_cantidad * l.pr_li_monto_unitario, 2)) from ec_presupuesto pr join ec_presupuesto_lineas l on l.owner_id = pr.presupuesto_id
              join ec_cuenta_presupuestaria cp on cp.cuenta_presupuestaria_id = l.cuenta_presupuestaria_id and cp.cu_pr_ingreso
             where pr.curso_id = cu.curso_id)::text as presupuestado,
           coalesce(pc.vendido, 0)::text as vendido
      from ec_curso cu join moneda_pago m on m.moneda_pago_id = cu.cur_moneda_id
      join ec_categoria_curso ca on ca.categoria_curso_id = cu.categoria_curso_id
      left join ec_modalidad_curso mo on mo.modalidad_curso_id = cu.cur_modalidad_id
      left join ec_estado_curso es on es.estado_curso_id = cu.estado_curso_id
      left join porCurso pc on pc.curso_id = cu.curso_id
     where cu.cur_fecha_inicio between ${String(p.desde)}::date and ${String(p.hasta)}::date and cu.sede_id in ${ctx.sedes}
       ${buscado(p, sql`cu.cur_titulo`)}`,

  asistenciaContinuada: (p, ctx) => sql`
    with cursos as (
      select cu.curso_id, cu.cur_titulo, coalesce(cu.cur_asistencia_minima, 80) as minimo,
             (select count(distinct a.fecha)::int from ec_asistencia a where a.curso_id = cu.curso_id) as sesiones
        from ec_curso cu
       where cu.cur_fecha_inicio <= ${String(p.hasta)}::date and cu.cur_fecha_final >= ${String(p.desde)}::date and cu.sede_id in ${ctx.sedes}
    ), filas as (
      select c.cur_titulo as curso, s.so_in_apellidos || ', ' || s.so_in_nombres as participante, s.so_in_identificacion as identificacion, c.sesiones, c.minimo,
             (select count(*)::int from ec_asistencia a where a.solicitud_inscripcion_id = s.solicitud_inscripcion_id and a.presente) as presentes
        from cursos c join ec_solicitud_inscripcion s on s.curso_id = c.curso_id
        join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
       where true ${buscado(p, sql`c.cur_titulo || ' ' || s.so_in_nombres || ' ' || s.so_in_apellidos`)}
    )
    select curso, participante, identificacion, sesiones, presentes, sesiones - presentes as ausencias,
           case when sesiones > 0 then floor(presentes * 100.0 / sesiones)::text end as porcentaje, minimo::text as minimo,
           case when minimo = 0 or (sesiones > 0 and floor(presentes * 100.0 / sesiones) >= minimo) then 'Sí' else 'No' end as cumple
      from filas`,
};

/** Continuing education's reports with their SQL. */
export const informesContinuada: [Reporte, ReportQuery][] = Object.entries(continuada).map(([k, r]) => [r, queries[k as keyof typeof continuada]]);
