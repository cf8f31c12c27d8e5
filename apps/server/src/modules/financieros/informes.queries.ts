import { sql, type SQL } from 'drizzle-orm';
import type { NombreInforme } from '@claustro/domain/financieros/informes';
import type { ParametrosReporte } from '@claustro/domain/reportes/engine';
import { enDias } from '../../platform/db/sql.ts';
import type { ReportContext, ReportQuery } from '../../platform/reports/engine.ts';
import { pagado, porCobrar } from './cuenta.queries.ts';
import { reunionesEnRango } from '../../platform/reports/horas-clase.ts';

/*
 * The SQL of finance's reports (run by the report engine, which orders, pages and totals them): each
 * groups a span's receipts or charges; amounts leave as text, exact. Finance reads the whole
 * institution's money: these reports are not narrowed to the user's careers.
 */

type FiltroInforme = { desde: string; hasta: string; sedeId?: number; zona: string };
const filtro = (p: ParametrosReporte, ctx: ReportContext): FiltroInforme => ({
  desde: String(p.desde),
  hasta: String(p.hasta),
  sedeId: p.sedeId === undefined ? undefined : Number(p.sedeId),
  zona: ctx.zona,
});

/** Standing receipts of the span (in the institution's time zone), on a campus when one is named. */
const recibos = (f: FiltroInforme) => sql`
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and ${enDias(sql`d.fecha`, f)}
     ${f.sedeId ? sql`and k.sede_id = ${f.sedeId}` : sql``}`;

/** A receipt's rows of the reports (`resumen_cobro`) in the span, on a campus when one is named. */
const enElSpan = (f: FiltroInforme) => sql`${enDias(sql`r.fecha`, f)} ${f.sedeId ? sql`and r.sede_id = ${f.sedeId}` : sql``}`;

/** Charges falling due in the span, on a campus when one is named. */
const cargosQueVencen = (f: FiltroInforme, extra: SQL = sql``) => sql`
  c.estado = 'vigente' and c.fecha_vence between ${f.desde}::date and ${f.hasta}::date ${f.sedeId ? sql`and ec.sede_id = ${f.sedeId}` : sql``} ${extra}`;

const informe =
  (q: (f: FiltroInforme) => SQL): ReportQuery =>
  (p, ctx) =>
    q(filtro(p, ctx));

export const informesQueries: Record<NombreInforme, ReportQuery> = {
  /** Per currency and payment method: receipts and what came in (net of the change; see `resumen_cobro`). */
  recibosFormasPago: informe(
    (f) => sql`
      with x as (
        select r.moneda_pago_id, r.tipo_forma_pago_id, sum(r.cantidad)::int as recibos, sum(r.monto) as monto
          from resumen_cobro r where r.clase = 'forma' and ${enElSpan(f)}
         group by 1, 2
      )
      select m.mo_pa_codigo as moneda, t.ti_fp_descripcion as "formaPago", x.recibos, x.monto::text as monto
        from x join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id`,
  ),

  /** Per currency, career and concept: each receipt's services (the student's latest career when paid) and what it paid of charges (the charge's career; continuing education's without one). */
  cobrosServiciosCarrera: informe(
    (f) => sql`
      with x as (
        select r.moneda_pago_id, r.carrera_id, r.concepto, sum(r.cantidad)::int as cantidad, sum(r.monto) as monto
          from resumen_cobro r where r.clase in ('servicio', 'cargo') and ${enElSpan(f)}
         group by 1, 2, 3
      )
      select m.mo_pa_codigo as moneda, ca.carr_descripcion as carrera, x.concepto, x.cantidad, x.monto::text as monto
        from x left join carrera ca on ca.carrera_id = x.carrera_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id`,
  ),

  /** Per currency and continuing-education course: what the span's receipts paid of its participants' charges, by kind. */
  cobrosCursoEp: informe(
    (f) => sql`
      with d as (${recibos(f)})
      select m.mo_pa_codigo as moneda, cu.cur_titulo as curso, count(distinct s.so_in_identificacion)::int as participantes,
             count(distinct d.documento_contable_id)::int as recibos,
             sum(case when c.tipo = 'inscripcion' then a.monto else 0.00 end)::text as inscripcion,
             sum(case when c.tipo = 'cuota' then a.monto else 0.00 end)::text as cuotas,
             sum(case when c.tipo = 'recargo' then a.monto else 0.00 end)::text as recargos, sum(a.monto)::text as monto
        from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id
        join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id and c.solicitud_inscripcion_id is not null
        join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id join ec_curso cu on cu.curso_id = s.curso_id
        join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
       group by 1, 2`,
  ),

  /**
   * Per currency and career: what fell due in the span, what standing receipts paid of it, what is
   * left. Summed by ids straight off the covering index (`cargo_estudiante_vence_cubre_idx`): per student
   * career first (its students then counted without sorting every charge), then per career; names joined to the sums.
   */
  cobranzas: informe(
    (f) => sql`
      with porEstudiante as (
        select c.moneda_pago_id, c.estudiante_carrera_id, sum(${porCobrar}) as vencido, sum(least(${pagado}, ${porCobrar})) as cobrado
          from cargo_estudiante c ${f.sedeId ? sql`join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id` : sql``}
         where c.estudiante_carrera_id is not null and ${cargosQueVencen(f)}
         group by 1, 2
      ),
      x as (
        select s.moneda_pago_id, ec.carrera_id, count(*)::int as estudiantes, sum(s.vencido) as vencido, sum(s.cobrado) as cobrado
          from porEstudiante s join estudiante_carrera ec on ec.estudiante_carrera_id = s.estudiante_carrera_id
         group by 1, 2
      )
      select m.mo_pa_codigo as moneda, ca.carr_descripcion as carrera, x.estudiantes,
             x.vencido::text as vencido, x.cobrado::text as cobrado, (x.vencido - x.cobrado)::text as pendiente
        from x join carrera ca on ca.carrera_id = x.carrera_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id`,
  ),

  /** Per student and currency: their charges falling due in the span before and after discounts, and the discounts in force. */
  descuentosEstudiantes: informe(
    (f) => sql`
      select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera,
             (select string_agg(distinct td.ti_de_descripcion, ', ') from estudiante_descuento_pago dp join tipo_descuento td on td.tipo_descuento_id = dp.tipo_descuento_id
               where dp.estudiante_carrera_id = ec.estudiante_carrera_id and dp.estatus) as descuentos,
             sum(c.monto + c.descuento)::text as bruto, sum(c.descuento)::text as descuento
        from cargo_estudiante c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
        join carrera ca on ca.carrera_id = ec.carrera_id join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
       where ${cargosQueVencen(f, sql`and c.descuento > 0`)}
       group by m.mo_pa_codigo, ec.estudiante_carrera_id, e.matricula, pe.pers_nombres, pe.pers_apellidos, ca.carr_descripcion`,
  ),

  /**
   * Per student and currency: their standing receipts in the span, split into what went to charges and
   * to services. Summed by ids off the receipts' rows (`resumen_cobro`), then named.
   */
  pagosEstudiantes: informe(
    (f) => sql`
      with recibo as (
        select r.moneda_pago_id, r.estudiante_id, r.documento_contable_id,
               coalesce(sum(r.monto) filter (where r.clase = 'cargo'), 0) as cargos, coalesce(sum(r.monto) filter (where r.clase = 'servicio'), 0) as servicios
          from resumen_cobro r
         where r.clase in ('servicio', 'cargo') and r.estudiante_id is not null and ${enElSpan(f)}
         group by 1, 2, 3
      ),
      x as (
        select moneda_pago_id, estudiante_id, count(*)::int as recibos, sum(cargos) as cargos, sum(servicios) as servicios
          from recibo group by 1, 2
      )
      select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ec.carrera,
             x.recibos, x.cargos::text as cargos, x.servicios::text as servicios, (x.cargos + x.servicios)::text as total
        from x join estudiante e on e.estudiante_id = x.estudiante_id join persona pe on pe.persona_id = e.persona_id
        join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
        left join (select distinct on (ec.estudiante_id) ec.estudiante_id, ca.carr_descripcion as carrera from estudiante_carrera ec join carrera ca on ca.carrera_id = ec.carrera_id
                    order by ec.estudiante_id, ec.estudiante_carrera_id desc) ec on ec.estudiante_id = e.estudiante_id`,
  ),

  /** Per currency and career: enrolment fees (the charge, or the enrolment services) paid in the span, and by how many students. */
  cobrosCarreraInscripcion: informe(
    (f) => sql`
      with x as (
        select r.moneda_pago_id, r.carrera_id, count(distinct r.estudiante_id)::int as estudiantes, sum(r.monto) as monto
          from resumen_cobro r where r.clase in ('servicio', 'cargo') and r.inscripcion and ${enElSpan(f)}
         group by 1, 2
      )
      select m.mo_pa_codigo as moneda, ca.carr_descripcion as carrera, x.estudiantes, x.monto::text as monto
        from x left join carrera ca on ca.carrera_id = x.carrera_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id`,
  ),

  /** Per currency and payment plan: the charges it wrote that fall due in the span, and what standing receipts paid of them (summed per student career, then per plan, as `cobranzas`). */
  planesPagos: informe(
    (f) => sql`
      with porEstudiante as (
        select c.moneda_pago_id, c.plan_pago_id, c.estudiante_carrera_id, sum(${porCobrar}) as vencido, sum(least(${pagado}, ${porCobrar})) as cobrado
          from cargo_estudiante c ${f.sedeId ? sql`join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id` : sql``}
         where c.plan_pago_id is not null and c.estudiante_carrera_id is not null and ${cargosQueVencen(f)}
         group by 1, 2, 3
      ),
      x as (
        select moneda_pago_id, plan_pago_id, count(*)::int as estudiantes, sum(vencido) as vencido, sum(cobrado) as cobrado
          from porEstudiante group by 1, 2
      )
      select m.mo_pa_codigo as moneda, pp.pl_pa_descripcion as plan, s.sede_descripcion as sede, x.estudiantes,
             x.vencido::text as vencido, x.cobrado::text as cobrado, (x.vencido - x.cobrado)::text as pendiente
        from x join plan_pago pp on pp.plan_pago_id = x.plan_pago_id join sede s on s.sede_id = pp.sede_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id`,
  ),

  /** Per currency, group and service: the units and amount its lines on the span's standing receipts came to, and its price today. */
  serviciosContables: informe(
    (f) => sql`
      with d as (${recibos(f)})
      select m.mo_pa_codigo as moneda, g.se_gr_descripcion as grupo, sc.se_co_descripcion as servicio,
             (select dt.se_co_de_monto::text from servicio_contable_detalles dt where dt.owner_id = sc.servicio_contable_id and dt.moneda_pago_id = d.moneda_pago_id) as precio,
             sum(s.cantidad)::int as cantidad, sum(s.descuento)::text as descuento, sum(s.monto)::text as monto
        from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id
        join servicio_contable sc on sc.servicio_contable_id = s.servicio_contable_id
        left join servicio_contable_grupo g on g.servicio_contable_grupo_id = sc.servicio_contable_grupo_id
        join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
       group by m.mo_pa_codigo, d.moneda_pago_id, g.se_gr_descripcion, sc.servicio_contable_id, sc.se_co_descripcion`,
  ),

  /**
   * Per professor (and their category's currency): the sections they teach that meet in the span, the
   * hours of a week, the class hours on the span's dates (each weekly meeting on each of its weekdays
   * within both its section's dates and the span) and their value at the category's hourly rate.
   */
  planificacionNomina: informe(
    (f) => sql`
      with r as (${reunionesEnRango(sql`${f.desde}::date`, sql`${f.hasta}::date`, f.sedeId ? sql`and s.sede_id = ${f.sedeId}` : sql``)}
      )
      select coalesce(m.mo_pa_codigo, '—') as moneda, pe.pers_nombres || ' ' || pe.pers_apellidos as profesor, c.pr_ca_descripcion as categoria,
             coalesce(c.pr_ca_valor, 0)::numeric(14, 2)::text as "valorHora", count(distinct r.seccion_asignatura_id)::int as secciones,
             sum(r.horas)::numeric(14, 2)::text as "horasSemana", sum(r.horas * r.veces)::numeric(14, 2)::text as horas,
             round(sum(r.horas * r.veces) * coalesce(c.pr_ca_valor, 0), 2)::numeric(14, 2)::text as monto
        from r join profesor p on p.profesor_id = r.profesor_id join persona pe on pe.persona_id = p.persona_id
        left join profesor_categoria_pago c on c.profesor_categoria_pago_id = p.profesor_categoria_pago_id
        left join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
       group by m.mo_pa_codigo, p.profesor_id, pe.pers_nombres, pe.pers_apellidos, c.pr_ca_descripcion, c.pr_ca_valor`,
  ),
};
