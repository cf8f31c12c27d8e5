import { informes, type NombreInforme } from '@claustro/domain/financieros/informes';
import type { Reporte } from '@claustro/domain/reportes/engine';
import type { ReportQuery } from '../../platform/reports/engine.ts';
import { informesQueries } from './informes.queries.ts';

/** Finance's reports, each declaration with its SQL: the report engine reads, orders, pages, totals and writes them. */
export const informesFinanzas: [Reporte, ReportQuery][] = (Object.keys(informes) as NombreInforme[]).map((n) => [informes[n], informesQueries[n]]);
