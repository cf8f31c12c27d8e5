import type { FastifyInstance } from 'fastify';
import { cobroApi as api } from '@claustro/domain/financieros/cobro.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { CobroService } from './cobro.service.ts';

/** `/financieros/cobros-servicios` and the receipts: found, printed, reprinted, annulled, re-numbered. */
export function cobroRoutes(app: FastifyInstance, svc: CobroService) {
  route(app, api.pagador, ({ actor, params }) => svc.buscarPagador({ actor, input: params }));
  route(app, api.buscarPagadores, ({ actor, query }) => svc.buscarPagadores({ actor, input: query }));
  route(app, api.estudiante, ({ actor, params }) => svc.buscarPagador({ actor, input: { tipo: 'estudiante', codigo: params.codigo } }));
  route(app, api.servicios, ({ actor, query }) => svc.servicios({ actor, input: query }));
  route(app, api.cobrar, ({ actor, body }) => svc.cobrar({ actor, input: body }));
  route(app, api.pagoBalance, ({ actor, body }) => svc.pagarBalance({ actor, input: body }));
  route(app, api.datosRecibo, ({ actor, params }) => svc.datosRecibo({ actor, input: params }));
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.pdf, async ({ actor, params, query, reply }) => {
    const { numero, pdf } = await svc.pdf({ actor, input: { ...params, ...query } });
    return sendPdf(reply, `recibo-${numero}.pdf`, pdf);
  });
  route(app, api.misRecibos, ({ actor, query }) => svc.misRecibos({ actor, input: query }));
  route(app, api.miReciboPdf, async ({ actor, params, query, reply }) => {
    const { numero, pdf } = await svc.miPdf({ actor, input: { ...params, ...query } });
    return sendPdf(reply, `recibo-${numero}.pdf`, pdf);
  });
  route(app, api.reimprimir, async ({ actor, params, query, reply }) => {
    const { numero, pdf } = await svc.pdf({ actor, input: { ...params, ...query, copia: true } });
    return sendPdf(reply, `recibo-${numero}-copia.pdf`, pdf);
  });
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
  route(app, api.reasignarNcf, ({ actor, params, body }) => svc.reasignarNcf({ actor, input: { ...params, ...body } }));
}
