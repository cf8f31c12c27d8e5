import type { FastifyInstance } from 'fastify';
import { participanteApi as api } from '@claustro/domain/financieros/participante.contract';
import { route } from '../../platform/http/route.ts';
import type { ParticipanteService } from './participante.service.ts';

/** Continuing-education participants' balances, each one's account, and their late fees. */
export function participanteRoutes(app: FastifyInstance, svc: ParticipanteService) {
  route(app, api.balances, ({ actor, query }) => svc.balances({ actor, input: query }));
  route(app, api.cuenta, ({ actor, params }) => svc.cuenta({ actor, input: params }));
  route(app, api.recargos, ({ actor, body }) => svc.recargos({ actor, input: body }));
}
