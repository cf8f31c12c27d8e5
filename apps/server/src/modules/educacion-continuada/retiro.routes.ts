import type { FastifyInstance } from 'fastify';
import { retiroApi as api } from '@claustro/domain/educacion-continuada/retiro.contract';
import { route } from '../../platform/http/route.ts';
import type { RetiroService } from './retiro.service.ts';

/** `/educacion-continuada/retirar-solicitud`: withdrawn requests, withdrawing one, finance's decision on what was paid. */
export function retiroRoutes(app: FastifyInstance, svc: RetiroService) {
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.retirar, ({ actor, body }) => svc.retirar({ actor, input: body }));
  route(app, api.decidir, ({ actor, params, body }) => svc.decidir({ actor, input: { ...params, ...body } }));
}
