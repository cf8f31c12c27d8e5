import { sql } from 'drizzle-orm';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import type { mescyt } from '@claustro/domain/reportes/mescyt';
import { alumnoColumnas, alumnoJoins, delNivel, matriculadosEn } from './matricula.queries.ts';

/* The SQL of the MESCyT reports: one row per student (or per career and campus), within the user's careers and campuses. */

const alcance = (p: { sedeId?: unknown }, ctx: Parameters<ReportQuery>[1]) =>
  sql`ec.carrera_id in ${ctx.carreras} and ec.sede_id in ${ctx.sedes} ${p.sedeId ? sql`and ec.sede_id = ${Number(p.sedeId)}` : sql``}`;

export const mescytQueries: Record<keyof typeof mescyt, ReportQuery> = {
  mescytMatriculados: (p, ctx) => sql`
    with m as (
      select x.estudiante_carrera_id, sum(a.asig_creditos)::int as creditos
        from (select s.estudiante_carrera_id, s.asignatura_id from seleccion s where s.periodo_academico_id = ${Number(p.periodoAcademicoId)} and s.estado = 'inscrita'
              union
              select c.estudiante_carrera_id, c.asignatura_id from calificacion c where c.periodo_academico_id = ${Number(p.periodoAcademicoId)} and not c.anulada) x
        join asignatura a on a.asignatura_id = x.asignatura_id
       group by x.estudiante_carrera_id
    )
    select ${alumnoColumnas}, pi.pe_ac_alias as "periodoIngreso", m.creditos
      from m join estudiante_carrera ec on ec.estudiante_carrera_id = m.estudiante_carrera_id ${alumnoJoins}
      left join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id
     where ${alcance(p, ctx)} and ${delNivel(p.nivel)}`,

  mescytNuevoIngreso: (p, ctx) => sql`
    select ${alumnoColumnas}, ac.ad_co_descripcion as "admitidoComo",
           case when ec.estudiante_carrera_id in ${matriculadosEn(Number(p.periodoAcademicoId))} then 'Sí' else 'No' end as matriculado
      from estudiante_carrera ec ${alumnoJoins}
      left join admitido_como ac on ac.admitido_como_id = ec.admitido_como_id
     where ec.periodo_ingreso_id = ${Number(p.periodoAcademicoId)} and ${alcance(p, ctx)} and ${delNivel(p.nivel)}`,

  mescytEgresados: (p, ctx) => sql`
    select ${alumnoColumnas}, g.fecha_graduacion::text as "fechaGraduacion", g.indice::text as indice, h.ho_ac_descripcion as honor, g.titulo,
           l.li_eg_descripcion || ', folio ' || g.folio || ', línea ' || g.linea as libro
      from graduado g join estudiante_carrera ec on ec.estudiante_carrera_id = g.estudiante_carrera_id ${alumnoJoins}
      join libro_egresado l on l.libro_egresado_id = g.libro_egresado_id
      left join honor_academico h on h.honor_academico_id = g.honor_academico_id
     where g.estado = 'graduado' and g.fecha_graduacion between ${String(p.desde)}::date and ${String(p.hasta)}::date
       and ${alcance(p, ctx)} and ${delNivel(p.nivel)}`,

  /** Per career and campus where it has students or is offered: counts of the term by sex (women: the sex whose description starts with "F"). */
  mescytCarreras: (p, ctx) => sql`
    with periodo as (select pe_ac_fecha_inicio as inicio, pe_ac_fecha_fin as fin from periodo_academico where periodo_academico_id = ${Number(p.periodoAcademicoId)}),
    alumnos as (
      select ec.carrera_id, ec.sede_id,
             (ec.estudiante_carrera_id in ${matriculadosEn(Number(p.periodoAcademicoId))}) as matriculado,
             (ec.periodo_ingreso_id = ${Number(p.periodoAcademicoId)}) as nuevo,
             exists (select 1 from graduado g, periodo where g.estudiante_carrera_id = ec.estudiante_carrera_id and g.estado = 'graduado'
                      and g.fecha_graduacion between periodo.inicio and periodo.fin) as egresado,
             coalesce(sx.sexo_descripcion ilike 'f%', false) as mujer
        from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona pp on pp.persona_id = e.persona_id
        left join sexo sx on sx.sexo_id = pp.sexo_id
       where ${alcance(p, ctx)}
    ),
    conteo as (
      select carrera_id, sede_id,
             count(*) filter (where matriculado)::int as matriculados, count(*) filter (where matriculado and mujer)::int as "matriculadasMujeres",
             count(*) filter (where nuevo)::int as "nuevoIngreso", count(*) filter (where nuevo and mujer)::int as "nuevoIngresoMujeres",
             count(*) filter (where egresado)::int as egresados, count(*) filter (where egresado and mujer)::int as "egresadasMujeres"
        from alumnos group by carrera_id, sede_id
    )
    select ca.carr_alias as "codigoCarrera", ca.carr_descripcion as carrera, tc.ti_ca_descripcion as nivel, es.escu_descripcion as escuela,
           se.sede_descripcion as recinto, pl.pl_en_descripcion as plan, pl.creditos as "creditosPlan",
           k.matriculados, k."matriculadasMujeres", k."nuevoIngreso", k."nuevoIngresoMujeres", k.egresados, k."egresadasMujeres"
      from conteo k join carrera ca on ca.carrera_id = k.carrera_id join tipo_carrera tc on tc.tipo_carrera_id = ca.tipo_carrera_id
      join escuela es on es.escuela_id = ca.escuela_id join sede se on se.sede_id = k.sede_id
      left join lateral (select pe.pl_en_descripcion, (select sum(d.pl_de_creditos)::int from plan_estudio_planes_estudios_detalles d where d.owner_id = pe.plan_estudio_id) as creditos
                           from plan_estudio pe where pe.carrera_id = ca.carrera_id and pe.pl_en_vigente order by pe.pl_en_version desc limit 1) pl on true
     where ${delNivel(p.nivel)} and (k.matriculados > 0 or k."nuevoIngreso" > 0 or k.egresados > 0)`,
};
