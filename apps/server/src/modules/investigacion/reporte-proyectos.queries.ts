import { sql } from 'drizzle-orm';
import type { Filters, Report } from '@claustro/domain/investigacion/reporte-proyectos.contract';
import type { Database } from '../../platform/db/database.ts';
import { all, row } from '../../platform/db/rows.ts';
import { report } from '@claustro/domain/investigacion/reporte-proyectos.contract';

/** At most this many projects are listed; the totals always cover all of them. */
const detailLimit = 1000;

/** The whole report in one statement: totals by area, type, funding source and year, and the projects. */
export async function projectsReport(database: Database, f: Filters): Promise<Report> {
  const where = sql`(${f.anioDesde ?? null}::int is null or p.anio >= ${f.anioDesde ?? null})
    and (${f.anioHasta ?? null}::int is null or p.anio <= ${f.anioHasta ?? null})
    and (${f.sedeId ?? null}::int is null or p.sede_id = ${f.sedeId ?? null})
    and (${f.tipoInvestigacionId ?? null}::int is null or p.tipo_investigacion_id = ${f.tipoInvestigacionId ?? null})
    and (${f.areaPrincipalInvestigacionId ?? null}::int is null or p.area_principal_investigacion_id = ${f.areaPrincipalInvestigacionId ?? null})
    and (${f.origenFondoId ?? null}::int is null or p.origen_fondo_id = ${f.origenFondoId ?? null})
    and (${f.todos === 'true'} or p.estatus)`;
  const rows = await all(
    database.db,
    row({ report: report }),
    sql`
    with pr as (
      select p.*, coalesce((select sum(pp.monto) from proyecto_investigacion_patrocinadores_proyectos pp where pp.owner_id = p.proyecto_investigacion_id), 0) as aporte
        from proyecto_investigacion p where ${where}),
    dims as (
      select 'area' as dim, a.area_principal_investigacion_id as id, coalesce(a.ar_pr_descripcion, '—') as descripcion, count(*)::int as proyectos, sum(pr.aporte)::numeric(18,2)::text as monto
        from pr left join area_principal_investigacion a on a.area_principal_investigacion_id = pr.area_principal_investigacion_id group by 1, 2, 3
      union all
      select 'tipo', t.tipo_investigacion_id, coalesce(t.ti_in_descripcion, '—'), count(*)::int, sum(pr.aporte)::numeric(18,2)::text
        from pr left join tipo_investigacion t on t.tipo_investigacion_id = pr.tipo_investigacion_id group by 1, 2, 3
      union all
      select 'origen', o.origen_fondo_id, coalesce(o.or_fo_descripcion, '—'), count(*)::int, sum(pr.aporte)::numeric(18,2)::text
        from pr left join origen_fondo o on o.origen_fondo_id = pr.origen_fondo_id group by 1, 2, 3
      union all
      select 'anio', pr.anio, pr.anio::text, count(*)::int, sum(pr.aporte)::numeric(18,2)::text from pr group by 1, 2, 3)
    select json_build_object(
      'proyectos', (select count(*)::int from pr),
      'monto', (select coalesce(sum(aporte), 0)::numeric(18,2)::text from pr),
      'porArea', coalesce((select json_agg(d order by d.proyectos desc, d.descripcion) from (select id, descripcion, proyectos, monto from dims where dim = 'area') d), '[]'),
      'porTipo', coalesce((select json_agg(d order by d.proyectos desc, d.descripcion) from (select id, descripcion, proyectos, monto from dims where dim = 'tipo') d), '[]'),
      'porOrigen', coalesce((select json_agg(d order by d.proyectos desc, d.descripcion) from (select id, descripcion, proyectos, monto from dims where dim = 'origen') d), '[]'),
      'porAnio', coalesce((select json_agg(d order by d.id) from (select id, descripcion, proyectos, monto from dims where dim = 'anio') d), '[]'),
      'detalle', coalesce((select json_agg(x) from (
        select pr.proyecto_investigacion_id as "proyectoInvestigacionId", pr.codigo_proyecto as "codigoProyecto", pr.nombre_proyecto as "nombreProyecto", pr.anio,
               s.sede_descripcion as sede, t.ti_in_descripcion as tipo, a.ar_pr_descripcion as area, o.or_fo_descripcion as origen,
               (select count(*)::int from proyecto_investigacion_investigadores i where i.owner_id = pr.proyecto_investigacion_id) as investigadores,
               coalesce((select string_agg(pa.patr_nombre, ', ' order by pa.patr_nombre) from proyecto_investigacion_patrocinadores_proyectos pp
                          join patrocinador pa on pa.patrocinador_id = pp.patrocinador_id where pp.owner_id = pr.proyecto_investigacion_id), '') as patrocinadores,
               pr.aporte::numeric(18,2)::text as monto, pr.estatus
          from pr left join sede s on s.sede_id = pr.sede_id left join tipo_investigacion t on t.tipo_investigacion_id = pr.tipo_investigacion_id
          left join area_principal_investigacion a on a.area_principal_investigacion_id = pr.area_principal_investigacion_id
          left join origen_fondo o on o.origen_fondo_id = pr.origen_fondo_id
         order by pr.anio desc, pr.codigo_proyecto limit ${detailLimit}) x), '[]')) as report`,
  );
  return rows[0].report;
}
