import type { FastifyInstance } from 'fastify';
import { dgiiApi as api } from '@claustro/domain/financieros/dgii.contract';
import { nombreArchivoDgii } from '@claustro/domain/financieros/dgii.rules';
import { route } from '../../platform/http/route.ts';
import type { DgiiService } from './dgii.service.ts';

/** The DGII's monthly formats: what they hold, and each file under the name the DGII's own tool gives it. */
export function dgiiRoutes(app: FastifyInstance, svc: DgiiService) {
  route(app, api.resumen, ({ actor, query }) => svc.resumen({ actor, input: query }));
  const archivos = { '606': svc.f606, '607': svc.f607, '608': svc.f608 };
  for (const [e, formato] of [
    [api.f606, '606'],
    [api.f607, '607'],
    [api.f608, '608'],
  ] as const)
    route(app, e, async ({ actor, query, reply }) => {
      const text = await archivos[formato]({ actor, input: query });
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nombreArchivoDgii(formato, svc.rnc(), query.periodo)}"`)
        .send(text);
    });
}
