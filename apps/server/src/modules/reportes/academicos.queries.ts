import { sql, type SQL } from 'drizzle-orm';
import type { academicos } from '@claustro/domain/reportes/academicos';
import type { ReportContext, ReportQuery } from '../../platform/reports/engine.ts';
import { reunionesEnRango } from '../../platform/reports/horas-clase.ts';
import { documentoDe } from './matricula.queries.ts';

/* The SQL of the teaching payroll and scholarship reports, within the user's careers and campuses. */

/** The term's meetings (its dates bound the span), of sections of the user's careers and campuses, on one campus when asked. */
function delPeriodo(p: { periodoAcademicoId?: unknown; sedeId?: unknown }, ctx: ReportContext): SQL {
  const periodo = Number(p.periodoAcademicoId);
  return reunionesEnRango(
    sql`(select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = ${periodo})`,
    sql`(select pe_ac_fecha_fin from periodo_academico where periodo_academico_id = ${periodo})`,
    sql`and s.periodo_academico_id = ${periodo} and s.carrera_id in ${ctx.carreras} and s.sede_id in ${ctx.sedes} ${p.sedeId ? sql`and s.sede_id = ${Number(p.sedeId)}` : sql``}`,
  );
}

/** A professor's name, document and pay category (`r.profesor_id`). */
const profesorJoins = sql`join profesor pr on pr.profesor_id = r.profesor_id join persona p on p.persona_id = pr.persona_id
  left join profesor_categoria_pago c on c.profesor_categoria_pago_id = pr.profesor_categoria_pago_id`;
const profesorColumnas = sql`p.pers_nombres || ' ' || p.pers_apellidos as profesor, ${documentoDe} as documento, c.pr_ca_descripcion as categoria`;
const valorHora = sql`coalesce(c.pr_ca_valor, 0)`;

export const academicosQueries: Record<keyof typeof academicos, ReportQuery> = {
  nominaDocente: (p, ctx) => sql`
    with r as (${delPeriodo(p, ctx)})
    select ${profesorColumnas}, a.asig_codigo || ' ' || a.asig_descripcion as asignatura, s.seccion_id::text as seccion, se.sede_descripcion as recinto,
           s.se_en_inscritos as inscritos, sum(r.horas)::numeric(14, 2)::text as "horasSemana", sum(r.horas * r.veces)::numeric(14, 2)::text as horas,
           ${valorHora}::numeric(14, 2)::text as "valorHora", round(sum(r.horas * r.veces) * ${valorHora}, 2)::numeric(14, 2)::text as monto
      from r ${profesorJoins}
      join seccion_horario s on s.seccion_asignatura_id = r.seccion_asignatura_id join asignatura a on a.asignatura_id = s.asignatura_id
      join sede se on se.sede_id = s.sede_id
     group by r.profesor_id, p.persona_id, p.pers_nombres, p.pers_apellidos, c.profesor_categoria_pago_id, s.seccion_asignatura_id, a.asignatura_id, se.sede_descripcion`,

  nominaUnicda: (p, ctx) => sql`
    with r as (${delPeriodo(p, ctx)}),
    secciones as (select r.profesor_id, count(distinct r.seccion_asignatura_id)::int as secciones,
                         (select sum(a.asig_creditos) from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id
                           where s.seccion_asignatura_id in (select distinct x.seccion_asignatura_id from r x where x.profesor_id = r.profesor_id))::int as creditos,
                         sum(r.horas) as semana, sum(r.horas * r.veces) as periodo
                    from r group by r.profesor_id)
    select ${profesorColumnas}, r.secciones, r.creditos, r.semana::numeric(14, 2)::text as "horasSemana", r.periodo::numeric(14, 2)::text as horas,
           ${valorHora}::numeric(14, 2)::text as "valorHora", round(r.periodo * ${valorHora}, 2)::numeric(14, 2)::text as monto
      from secciones r ${profesorJoins}`,

  horariosProfNominaItsc: (p, ctx) => sql`
    with r as (${delPeriodo(p, ctx)})
    select ${profesorColumnas}, r.dia_id as "diaNumero", di.dia_descripcion as dia, r.inicio, r.fin, au.aula_descripcion as aula,
           a.asig_codigo || ' ' || a.asig_descripcion as asignatura, s.seccion_id::text as seccion,
           r.horas::numeric(14, 2)::text as "horasSemana", r.veces, (r.horas * r.veces)::numeric(14, 2)::text as horas
      from r ${profesorJoins}
      join dia di on di.dia_id = r.dia_id left join aula au on au.aula_id = r.aula_id
      join seccion_horario s on s.seccion_asignatura_id = r.seccion_asignatura_id join asignatura a on a.asignatura_id = s.asignatura_id`,

  /** Each standing discount of a student career of the scope, with what it took off the term's charges. */
  becadosUnicda: (p, ctx) => sql`
    select e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera, se.sede_descripcion as recinto,
           td.ti_de_descripcion as tipo,
           case when dp.de_pa_porcentaje then dp.de_pa_porcentaje_monto::numeric(6, 2)::text || ' %' else dp.de_pa_porcentaje_monto::text end as valor,
           em.nombre as patrocinador, m.mo_pa_codigo as moneda,
           coalesce((select sum(c.descuento) from cargo_estudiante c
                      where c.estudiante_descuento_pago_id = dp.estudiante_descuento_pago_id and c.periodo_academico_id = ${Number(p.periodoAcademicoId)}
                        and c.estado = 'vigente'), 0)::numeric(14, 2)::text as descontado
      from estudiante_descuento_pago dp join estudiante_carrera ec on ec.estudiante_carrera_id = dp.estudiante_carrera_id
      join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
      join carrera ca on ca.carrera_id = ec.carrera_id join sede se on se.sede_id = ec.sede_id
      join tipo_descuento td on td.tipo_descuento_id = dp.tipo_descuento_id
      left join dgii_rnc em on em.id = dp.empresa_id left join moneda_pago m on m.moneda_pago_id = dp.moneda_pago_id
     where dp.estatus and (dp.de_pa_permanente or dp.periodo_academico_id = ${Number(p.periodoAcademicoId)})
       and ec.carrera_id in ${ctx.carreras} and ec.sede_id in ${ctx.sedes}
       ${p.sedeId ? sql`and ec.sede_id = ${Number(p.sedeId)}` : sql``} ${p.carreraId ? sql`and ec.carrera_id = ${Number(p.carreraId)}` : sql``}`,

  nominaBarna: (p, ctx) => sql`
    with r as (${reunionesEnRango(
      sql`${String(p.desde)}::date`,
      sql`${String(p.hasta)}::date`,
      sql`and s.carrera_id in ${ctx.carreras} and s.sede_id in ${ctx.sedes} ${p.sedeId ? sql`and s.sede_id = ${Number(p.sedeId)}` : sql``}`,
    )})
    select coalesce(m.mo_pa_codigo, '—') as moneda, ${profesorColumnas},
           (select string_agg(distinct a.asig_codigo || '-' || s.seccion_id, ', ') from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id
             where s.seccion_asignatura_id in (select x.seccion_asignatura_id from r x where x.profesor_id = r.profesor_id)) as secciones,
           sum(r.horas * r.veces)::numeric(14, 2)::text as horas, ${valorHora}::numeric(14, 2)::text as "valorHora",
           round(sum(r.horas * r.veces) * ${valorHora}, 2)::numeric(14, 2)::text as monto
      from r ${profesorJoins} left join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
     group by r.profesor_id, p.persona_id, p.pers_nombres, p.pers_apellidos, c.profesor_categoria_pago_id, m.mo_pa_codigo
    having sum(r.veces) > 0`,
};
