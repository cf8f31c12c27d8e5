import { sql } from 'drizzle-orm';
import type { estadisticos } from '@claustro/domain/reportes/estadisticos';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import { matriculadosEn } from './matricula.queries.ts';
import { pagado, porCobrar } from '../financieros/cargo.public.ts';

/* The SQL of the statistics pages, within the user's careers and campuses (money: the institution's, as finance reads it). */

export const estadisticosQueries: Record<keyof typeof estadisticos, ReportQuery> = {
  /** Per career: the term's grades (a literal that passes counts as passed; one that counts and does not pass, as failed), and the term's index of each student career. */
  monitoreoRendimiento: (p, ctx) => sql`
    with ec as (
      select ec.estudiante_carrera_id, ec.carrera_id from estudiante_carrera ec
       where ec.carrera_id in ${ctx.carreras} and ec.sede_id in ${ctx.sedes} ${p.sedeId ? sql`and ec.sede_id = ${Number(p.sedeId)}` : sql``}
    ),
    notas as (
      select ec.carrera_id, count(*) filter (where cl.ca_li_supera)::int as aprobadas, count(*) filter (where cl.ca_li_califica and not cl.ca_li_supera)::int as reprobadas,
             count(distinct c.estudiante_carrera_id)::int as estudiantes
        from calificacion c join ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        join calificacion_literal cl on cl.calificacion_literal_id = c.calificacion_literal_id
       where c.periodo_academico_id = ${Number(p.periodoAcademicoId)} and not c.anulada
       group by ec.carrera_id
    ),
    indices as (
      select ec.carrera_id, avg(ip.indice) as medio, count(*) filter (where ip.indice < 2)::int as bajo
        from indice_periodo ip join ec on ec.estudiante_carrera_id = ip.estudiante_carrera_id
       where ip.periodo_academico_id = ${Number(p.periodoAcademicoId)} and ip.indice is not null
       group by ec.carrera_id
    )
    select ca.carr_descripcion as carrera, n.estudiantes, round(i.medio, 2)::text as "indiceMedio", n.aprobadas, n.reprobadas,
           n.aprobadas + n.reprobadas as calificadas, coalesce(i.bajo, 0) as "bajoDos"
      from notas n join carrera ca on ca.carrera_id = n.carrera_id left join indices i on i.carrera_id = n.carrera_id`,

  /**
   * Per currency and month the charges fell due: what they asked, what standing receipts paid of them
   * (the charge's `pagado`, kept by the database), what is left. Summed by ids off the covering index
   * (`cargo_estudiante_vence_cubre_idx`), as finance's `cobranzas`; the currency's code joined to the sums.
   */
  rendimientoFinanciero: (p) => sql`
    with x as (
      select c.moneda_pago_id, date_trunc('month', c.fecha_vence) as mes,
             sum(${porCobrar}) as vencido, sum(least(${pagado}, ${porCobrar})) as cobrado
        from cargo_estudiante c
        ${p.sedeId ? sql`join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id and ec.sede_id = ${Number(p.sedeId)}` : sql``}
       where c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.fecha_vence between ${String(p.desde)}::date and ${String(p.hasta)}::date
       group by 1, 2
    )
    select m.mo_pa_codigo as moneda, to_char(x.mes, 'YYYY-MM') as mes,
           x.vencido::text as vencido, x.cobrado::text as cobrado, (x.vencido - x.cobrado)::text as pendiente
      from x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id`,

  /** Per subject and campus with two sections or more: how many sections its enrolled need at the largest section's capacity. */
  compactacionSecciones: (p, ctx) => sql`
    with g as (
      select s.sede_id, s.asignatura_id, count(*)::int as secciones, sum(s.se_en_inscritos)::int as inscritos, sum(s.se_en_capacidad)::int as capacidad,
             max(s.se_en_capacidad) as mayor
        from seccion_horario s
       where s.periodo_academico_id = ${Number(p.periodoAcademicoId)} and s.estatus
         and s.carrera_id in ${ctx.carreras} and s.sede_id in ${ctx.sedes} ${p.sedeId ? sql`and s.sede_id = ${Number(p.sedeId)}` : sql``}
       group by s.sede_id, s.asignatura_id having count(*) > 1
    )
    select se.sede_descripcion as recinto, a.asig_codigo as codigo, a.asig_descripcion as asignatura, g.secciones, g.inscritos, g.capacidad,
           greatest(1, ceil(g.inscritos::numeric / nullif(g.mayor, 0)))::int as necesarias,
           g.secciones - greatest(1, ceil(g.inscritos::numeric / nullif(g.mayor, 0)))::int as sobran
      from g join asignatura a on a.asignatura_id = g.asignatura_id join sede se on se.sede_id = g.sede_id`,

  /** Per term starting in the span: enrolled (the transcript's rule), new entrants and graduates within its dates. */
  historicoActivos: (p, ctx) => {
    const ec = sql`ec.carrera_id in ${ctx.carreras} and ec.sede_id in ${ctx.sedes} ${p.sedeId ? sql`and ec.sede_id = ${Number(p.sedeId)}` : sql``} ${p.carreraId ? sql`and ec.carrera_id = ${Number(p.carreraId)}` : sql``}`;
    return sql`
      select pa.pe_ac_alias as periodo, pa.pe_ac_fecha_inicio::text as inicio,
             (select count(*) from estudiante_carrera ec where ec.estudiante_carrera_id in ${matriculadosEn(sql`pa.periodo_academico_id`)} and ${ec})::int as matriculados,
             (select count(*) from estudiante_carrera ec where ec.periodo_ingreso_id = pa.periodo_academico_id and ${ec})::int as "nuevoIngreso",
             (select count(*) from graduado g join estudiante_carrera ec on ec.estudiante_carrera_id = g.estudiante_carrera_id
               where g.estado = 'graduado' and g.fecha_graduacion between pa.pe_ac_fecha_inicio and pa.pe_ac_fecha_fin and ${ec})::int as egresados
        from periodo_academico pa
       where pa.pe_ac_fecha_inicio between ${String(p.desde)}::date and ${String(p.hasta)}::date`;
  },

  /** Per service requested online in the span: requests by state, and the mean days to settle those settled. */
  preguntasSolicitudes: (p, ctx) => sql`
    with s as (
      select so.*, (select min(x.en) from solicitud_online_paso x where x.solicitud_id = so.id and x.estado in ('entregada', 'rechazada', 'cancelada')) as cerrada
        from solicitud_online so join estudiante_carrera ec on ec.estudiante_carrera_id = so.estudiante_carrera_id
       where (so.creada_en at time zone ${ctx.zona})::date between ${String(p.desde)}::date and ${String(p.hasta)}::date
         and ec.carrera_id in ${ctx.carreras} and ec.sede_id in ${ctx.sedes}
    )
    select sc.se_co_descripcion as servicio, count(*)::int as solicitudes,
           count(*) filter (where s.estado = 'pendiente')::int as pendientes, count(*) filter (where s.estado in ('en_proceso', 'lista'))::int as "enProceso",
           count(*) filter (where s.estado = 'entregada')::int as resueltas, count(*) filter (where s.estado in ('rechazada', 'cancelada'))::int as rechazadas,
           round(avg(extract(epoch from (s.cerrada - s.creada_en)) / 86400)::numeric, 1)::text as "diasMedios"
      from s join servicio_contable sc on sc.servicio_contable_id = s.servicio_contable_id
     group by sc.servicio_contable_id, sc.se_co_descripcion`,
};
