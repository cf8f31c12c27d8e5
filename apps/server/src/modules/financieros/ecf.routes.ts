import type { FastifyInstance } from 'fastify';
import { cobroApi as api } from '@claustro/domain/financieros/cobro.contract';
import { route } from '../../platform/http/route.ts';
import type { EcfService } from './ecf.service.ts';

/** A receipt's electronic document, as the XML the DGII received (named RNC + e-NCF, as the DGII names it). */
export function ecfRoutes(app: FastifyInstance, svc: EcfService, rnc: string) {
  route(app, api.ecfXml, async ({ params, query, reply }) => {
    const x = await svc.xml(params.documentoContableId, query.tipo);
    return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${rnc}${x.encf}.xml"`).send(x.xml);
  });
}
