import type { FastifyInstance } from 'fastify';
import { contabilidadApi as api } from '@claustro/domain/financieros/contabilidad.contract';
import { route } from '../../platform/http/route.ts';
import type { ContabilidadService } from './contabilidad.service.ts';

/** The ledger: entries, the summary per account, and the GP and journal files (downloads named by their span). */
export function contabilidadRoutes(app: FastifyInstance, svc: ContabilidadService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.resumen, ({ actor, query }) => svc.resumen({ actor, input: query }));
  route(app, api.gp, async ({ actor, query, reply }) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="gp-${query.desde}-${query.hasta}.txt"`)
      .send(await svc.gp({ actor, input: query })),
  );
  route(app, api.diario, async ({ actor, query, reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="diario-${query.desde}-${query.hasta}.csv"`)
      // A byte-order mark first, so spreadsheet programs read the accents right.
      .send(`\uFEFF${await svc.diario({ actor, input: query })}`),
  );
}
