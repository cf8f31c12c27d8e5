import type { FastifyInstance } from 'fastify';
import { avalApi as api } from '@claustro/domain/educacion-continuada/aval.contract';
import { route } from '../../platform/http/route.ts';
import type { AvalService } from './aval.service.ts';

/** Academic endorsements: requests, their processing, the endorsements granted, withdrawal. */
export function avalRoutes(app: FastifyInstance, svc: AvalService) {
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.one, ({ actor, params }) => svc.one({ actor, input: params }));
  route(app, api.crear, ({ actor, body }) => svc.crear({ actor, input: body }));
  route(app, api.decidir, ({ actor, params, body }) => svc.decidir({ actor, input: { ...params, ...body } }));
  route(app, api.retirar, ({ actor, params, body }) => svc.retirar({ actor, input: { ...params, ...body } }));
}
