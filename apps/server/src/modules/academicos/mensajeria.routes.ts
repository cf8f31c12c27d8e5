import type { FastifyInstance } from 'fastify';
import { mensajeriaApi as api } from '@claustro/domain/academicos/mensajeria.contract';
import { route } from '../../platform/http/route.ts';
import type { MensajeriaService } from './mensajeria.service.ts';

/** `/academicos/mensajeria`: the audience's reach, the send, and its progress. */
export function mensajeriaRoutes(app: FastifyInstance, svc: MensajeriaService) {
  route(app, api.destinatarios, ({ actor, body }) => svc.reach({ actor, input: body }));
  route(app, api.enviar, ({ actor, body }) => svc.send({ actor, input: body }));
  route(app, api.envio, ({ actor, params }) => svc.progress({ actor, input: params }));
}
