import type { FastifyInstance } from 'fastify';
import { pagoOnlineApi as api } from '@claustro/domain/financieros/pago-online.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { PagoOnlineService } from './pago-online.service.ts';

/** Online payment: the offer, the orders and their receipts, the provider's notification, and the blocks. */
export function pagoOnlineRoutes(app: FastifyInstance, svc: PagoOnlineService) {
  route(app, api.oferta, ({ actor }) => svc.oferta({ actor, input: {} }));
  route(app, api.crear, ({ actor, body, req }) => svc.crear({ actor, input: body, origen: `${req.protocol}://${req.host}` }));
  route(app, api.lista, ({ actor, query }) => svc.lista({ actor, input: query }));
  route(app, api.uno, ({ actor, params, req }) => svc.uno({ actor, input: params, origen: `${req.protocol}://${req.host}` }));
  route(app, api.recibo, async ({ actor, params, reply }) => {
    const { numero, pdf } = await svc.recibo({ actor, input: params });
    return sendPdf(reply, `recibo-${numero}.pdf`, pdf);
  });
  route(app, api.notificacion, ({ actor, visitor, body }) => svc.notificar({ actor: actor ?? visitor, input: body }));
  route(app, api.bloqueos, ({ actor, query }) => svc.bloqueos({ actor, input: query }));
  route(app, api.bloquear, ({ actor, body }) => svc.bloquear({ actor, input: body }));
  route(app, api.levantar, ({ actor, params }) => svc.levantar({ actor, input: params }));
}
