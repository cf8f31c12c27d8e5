import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { fileResponse, optId } from '@claustro/domain/platform/schemas';
import { requestLang } from '../../platform/errors.ts';

export const reporteProyectosScreen = '/investigacion/reporte-proyecto-investigacion';

const year = z.coerce.number().int().min(1950).max(2100).optional();
const filters = z.object({
  anioDesde: year,
  anioHasta: year,
  sedeId: optId,
  tipoInvestigacionId: optId,
  areaPrincipalInvestigacionId: optId,
  origenFondoId: optId,
  /** Inactive projects too. */
  todos: z.enum(['true', 'false']).optional(),
});
type Filters = z.infer<typeof filters>;

const total = z.object({ id: z.number().nullable(), descripcion: z.string(), proyectos: z.number(), monto: z.string() });
const proyecto = z.object({
  proyectoInvestigacionId: z.number(),
  codigoProyecto: z.string(),
  nombreProyecto: z.string(),
  anio: z.number(),
  sede: z.string().nullable(),
  tipo: z.string().nullable(),
  area: z.string().nullable(),
  origen: z.string().nullable(),
  investigadores: z.number(),
  patrocinadores: z.string(),
  monto: z.string(),
  estatus: z.boolean(),
});
const report = z.object({
  proyectos: z.number(),
  monto: z.string(),
  porArea: z.array(total),
  porTipo: z.array(total),
  porOrigen: z.array(total),
  porAnio: z.array(total),
  detalle: z.array(proyecto),
});
type Report = z.infer<typeof report>;

/** At most this many projects are listed; the totals always cover all of them. */
const detailLimit = 1000;

/**
 * `/investigacion/reporte-proyecto-investigacion`: research projects by area, type, funding source
 * and year, with sponsors' contributions, filtered by years, campus, type, area and source; on
 * screen and as a PDF.
 */
export function reporteProyectosRoutes(app: FastifyInstance, deps: { database: Database; institution: Institution }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['investigacion'];

  async function build(f: Filters): Promise<Report> {
    const where = sql`(${f.anioDesde ?? null}::int is null or p.anio >= ${f.anioDesde ?? null})
      and (${f.anioHasta ?? null}::int is null or p.anio <= ${f.anioHasta ?? null})
      and (${f.sedeId ?? null}::int is null or p.sede_id = ${f.sedeId ?? null})
      and (${f.tipoInvestigacionId ?? null}::int is null or p.tipo_investigacion_id = ${f.tipoInvestigacionId ?? null})
      and (${f.areaPrincipalInvestigacionId ?? null}::int is null or p.area_principal_investigacion_id = ${f.areaPrincipalInvestigacionId ?? null})
      and (${f.origenFondoId ?? null}::int is null or p.origen_fondo_id = ${f.origenFondoId ?? null})
      and (${f.todos === 'true'} or p.estatus)`;
    const rows = (await deps.database.db.execute(sql`
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
           order by pr.anio desc, pr.codigo_proyecto limit ${detailLimit}) x), '[]')) as report`)).rows as { report: Report }[];
    return rows[0].report;
  }

  r.get('/api/reportes/investigacion/proyectos', {
    config: { access: { screens: [reporteProyectosScreen] } },
    schema: { tags, querystring: filters, response: { 200: report } },
    handler: (req) => build(req.query),
  });

  r.get('/api/reportes/investigacion/proyectos/pdf', {
    config: { access: { screens: [reporteProyectosScreen] } },
    schema: { tags, querystring: filters, response: { 200: fileResponse } },
    handler: async (req, reply) => {
      const data = await build(req.query);
      const en = requestLang(req) === 'en';
      const pdf = await reportPdf(deps.institution, data, req.query, en);
      return reply.type('application/pdf').header('content-disposition', 'inline; filename="proyectos-investigacion.pdf"').send(pdf);
    },
  });
}

const money = (v: string) => Number(v).toLocaleString('es-DO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The report on letter paper: heading, the filters used, the totals by dimension, then the projects. */
function reportPdf(inst: Institution, data: Report, f: Filters, en: boolean) {
  const t = (es: string, eng: string) => (en ? eng : es);
  return renderPdf({ size: 'LETTER', margin: 40, info: { Title: t('Proyectos de investigación', 'Research projects'), Author: inst.university } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 56).fill(inst.colors.primary);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(inst.university, 40, 14);
    doc.font('Helvetica').fontSize(10).text(t('Reporte de proyectos de investigación', 'Research projects report'), 40, 34);
    doc.fillColor('#111111').moveDown(2).fontSize(9);
    const years = f.anioDesde || f.anioHasta ? `${f.anioDesde ?? '…'}–${f.anioHasta ?? '…'}` : t('todos', 'all');
    doc.text(`${t('Años', 'Years')}: ${years}   ${t('Proyectos', 'Projects')}: ${data.proyectos}   ${t('Aportes', 'Contributions')}: RD$ ${money(data.monto)}`, 40, 70);
    const section = (title: string, rows: { descripcion: string; proyectos: number; monto: string }[]) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(title, 40);
      doc.font('Helvetica').fontSize(9);
      for (const row of rows) doc.text(`${row.descripcion}`, 50, undefined, { continued: true, width: 300 }).text(`   ${row.proyectos}   RD$ ${money(row.monto)}`);
    };
    section(t('Por área', 'By area'), data.porArea);
    section(t('Por tipo de investigación', 'By research type'), data.porTipo);
    section(t('Por origen de fondos', 'By funding source'), data.porOrigen);
    section(t('Por año', 'By year'), data.porAnio);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(t('Proyectos', 'Projects'), 40);
    doc.font('Helvetica').fontSize(8);
    for (const p of data.detalle) {
      if (doc.y > doc.page.height - 60) doc.addPage();
      doc.font('Helvetica-Bold').text(`${p.codigoProyecto} · ${p.anio} · ${p.nombreProyecto}`, 40, undefined, { width: 530 });
      doc.font('Helvetica').text([p.area, p.tipo, p.origen, p.sede].filter(Boolean).join(' · ') + (p.patrocinadores ? ` · ${p.patrocinadores}` : '') + ` · RD$ ${money(p.monto)}`, 50, undefined, { width: 520 });
    }
  });
}
