import type { FastifyInstance } from 'fastify';
import { reportRoute, type ReportDeps } from '../../platform/reports/route.ts';
import { informesFinanzas } from './informes.service.ts';

/** Finance's reports, on the report engine: a page with totals per currency and chart, or the whole report as a file. */
export function informesRoutes(app: FastifyInstance, deps: ReportDeps) {
  for (const [r, q] of informesFinanzas) reportRoute(app, deps, r, q);
}
