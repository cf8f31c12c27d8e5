import type { FastifyInstance } from 'fastify';
import { cajaApi as api } from '@claustro/domain/financieros/caja.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { CajaService } from './caja.service.ts';

/** `/financieros/cajas-aperturas` and `/financieros/retiro-caja`: opening, closing and withdrawing, and the closing report. */
export function cajaRoutes(app: FastifyInstance, svc: CajaService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.mia, ({ actor, params }) => svc.mia({ actor, input: params }));
  route(app, api.abrir, ({ actor, body }) => svc.abrir({ actor, input: body }));
  route(app, api.cerrar, ({ actor, params, body }) => svc.cerrar({ actor, input: { ...params, ...body } }));
  route(app, api.reporteCierre, async ({ actor, params, reply }) =>
    sendPdf(reply, `cierre-caja-${params.cajaAperturaId}.pdf`, await svc.reporteCierre({ actor, input: params })),
  );
  route(app, api.retiros, ({ actor, query }) => svc.retiros({ actor, input: query }));
  route(app, api.retirar, ({ actor, body }) => svc.retirar({ actor, input: body }));
}
