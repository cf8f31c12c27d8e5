import type { FastifyInstance } from 'fastify';
import { appRoutes } from '@claustro/domain/shell/routes';
import {
  catalogoDeParametro,
  columnasDe,
  etiquetaNivel,
  etiquetaParametro,
  parametrosDe,
  reporteApi,
  type FormatoReporte,
  type ParametrosReporte,
  type Reporte,
} from '@claustro/domain/reportes/engine';
import type { Lang } from '@claustro/domain/platform/i18n';
import { route } from '../http/route.ts';
import type { Clock } from '../clock.ts';
import type { Institution } from '../config.ts';
import type { ReplicaReader } from './replica.ts';
import { reportContext, reportPage, reportRows, reportTotals, type ReportQuery } from './engine.ts';
import { reportFile, tipos } from './writers.ts';

export interface ReportDeps {
  /** Where reports read: the replica when one is configured and in step, else the primary. */
  reports: ReplicaReader;
  institution: Institution;
  clock: Clock;
}

/** The report's title: as the menu names its screen. */
export const tituloDe = (r: Reporte, lang: Lang) => appRoutes.find((x) => x.path === r.screen)?.label[lang] ?? r.nombre;

/** What a report was asked for, in words: each parameter's label and the name of what it names. */
export async function detalleDe(app: FastifyInstance, r: Reporte, p: ParametrosReporte, lang: Lang): Promise<string> {
  const partes = await Promise.all(
    Object.entries(r.parametros)
      .filter(([k]) => p[k] !== undefined && p[k] !== '')
      .map(async ([k, d]) => {
        const v = p[k]!;
        const catalogo = catalogoDeParametro[d.tipo];
        const nombre = catalogo
          ? ((await app.refLabels(catalogo, [Number(v)]))[Number(v)] ?? String(v))
          : d.tipo === 'nivel'
            ? etiquetaNivel[v as 'grado'][lang]
            : String(v);
        return `${etiquetaParametro[d.tipo][lang]}: ${nombre}`;
      }),
  );
  return partes.join(' · ');
}

/** A file's name: the report's key, what it was asked for and the day. */
const nombreArchivo = (r: Reporte, p: ParametrosReporte, hoy: string, formato: FormatoReporte) =>
  `${[r.nombre, ...Object.values(p).filter((v) => v !== undefined && v !== '')].join('-').replace(/[^\w.-]+/g, '_')}-${hoy}.${formato}`;

/**
 * The endpoint of a declared report, with its SQL: a page with totals and chart, or the whole report
 * streamed as a file (`formato`). The screen that shows the report guards both.
 */
export function reportRoute(app: FastifyInstance, deps: ReportDeps, r: Reporte, query: ReportQuery) {
  route(app, reporteApi(r), async ({ actor, query: q, reply }) => {
    const c = q as Record<string, unknown> & {
      pagina: number;
      tamano: number;
      orden?: string;
      dir?: 'asc' | 'desc';
      formato?: FormatoReporte;
      columnas?: string[];
    };
    const p = parametrosDe(r, c);
    const sqlDe = query(p, reportContext(actor.usuarioId, deps.institution.timeZone, deps.clock.today()));
    if (!c.formato) return deps.reports.read((db) => reportPage(db, r, sqlDe, c));
    const db = await deps.reports.reader();
    const archivo = reportFile(
      c.formato,
      {
        titulo: tituloDe(r, actor.lang),
        detalle: await detalleDe(app, r, p, actor.lang),
        columnas: columnasDe(r, c.columnas),
        lang: actor.lang,
        filas: reportRows(db, r, sqlDe, c),
        totales: () => reportTotals(db, r, sqlDe),
      },
      deps.institution,
    );
    return reply
      .type(tipos[c.formato])
      .header('content-disposition', `attachment; filename="${nombreArchivo(r, p, deps.clock.today(), c.formato)}"`)
      .send(archivo);
  });
}
