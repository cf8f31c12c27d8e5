import type { FastifyInstance } from 'fastify';
import { bloquesApi as api } from '@claustro/domain/horarios/bloque-horario.contract';
import { route } from '../../platform/http/route.ts';
import type { BloquesService } from './bloques.service.ts';

/** Schedule blocks (`/horarios/bloques-horarios`). */
export function bloquesRoutes(app: FastifyInstance, svc: BloquesService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
}
