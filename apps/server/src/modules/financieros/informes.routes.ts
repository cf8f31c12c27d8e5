import type { FastifyInstance } from 'fastify';
import { informeApi, informes, type ColumnaInforme, type NombreInforme } from '@claustro/domain/financieros/informes';
import { sheet } from '@claustro/domain/platform/sheet';
import { route, sendSheet } from '../../platform/http/route.ts';
import { appRoutes } from '@claustro/domain/shell/routes';
import type { InformesService } from './informes.service.ts';
import { documentTexts } from '@claustro/domain/messages/documents';

/** A spreadsheet cell of a report: money and counts as numbers (a spreadsheet sums them), the rest as text. */
const celda = (c: ColumnaInforme, v: string | number | null | undefined) => (v === null || v === undefined ? null : c.tipo === 'texto' ? String(v) : Number(v));

/** Each of finance's reports: its rows and totals, or its spreadsheet (rows, then a total line per currency). */
export function informesRoutes(app: FastifyInstance, svc: InformesService) {
  for (const nombre of Object.keys(informes) as NombreInforme[]) {
    const i = informes[nombre];
    // The spreadsheet is named as the menu names the report.
    const titulo = appRoutes.find((r) => r.path === i.screen)!.label;
    route(app, informeApi(i), async ({ actor, query, reply }) => {
      const r = await svc.informe(nombre, { actor, input: query });
      if (query.formato !== 'xlsx') return r;
      return sendSheet(
        reply,
        sheet<Record<string, string | number | null>>(
          titulo,
          i.columnas.map((c, k) => ({
            label: c.label,
            value: (row, lang) => (k === 1 && row.__total ? documentTexts(lang).comun.total : celda(c, row[c.campo])),
          })),
        ),
        [...r.filas, ...r.totales.map((t) => ({ ...t, __total: 1 }))],
        actor.lang,
      );
    });
  }
}
