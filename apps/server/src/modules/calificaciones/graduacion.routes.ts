import type { FastifyInstance } from 'fastify';
import { graduacionApi as api } from '@claustro/domain/calificaciones/graduacion.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { GraduacionService } from './graduacion.service.ts';

/** `/academicos/Graduacion` (candidates, ceremonies, annulments) and `/academicos/impresion-titulos` (titles as a PDF). */
export function graduacionRoutes(app: FastifyInstance, svc: GraduacionService) {
  route(app, api.candidatos, ({ actor, query }) => svc.candidatos({ actor, input: query }));
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.graduar, ({ actor, body }) => svc.graduar({ actor, input: body }));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
  route(app, api.titulos, async ({ actor, body, reply }) => {
    const pdf = await svc.titulos({ actor, input: body, origin: `${reply.request.protocol}://${reply.request.host}` });
    return sendPdf(reply, `titulos-${body.graduadoIds.join('-').slice(0, 60)}.pdf`, pdf);
  });
}
