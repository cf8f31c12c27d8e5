import type { FastifyInstance } from 'fastify';
import { cartaApi as api } from '@claustro/domain/calificaciones/carta.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { CartaService } from './carta.service.ts';

/** `/academicos/cartas`: letters issued about students, and issuing one as a PDF. */
export function cartaRoutes(app: FastifyInstance, svc: CartaService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.emitir, async ({ actor, body, reply }) => {
    const { codigo, pdf } = await svc.emitir({ actor, input: body, origin: `${reply.request.protocol}://${reply.request.host}` });
    return sendPdf(reply, `carta-${body.estudianteCarreraId}-${codigo}.pdf`, pdf);
  });
}
