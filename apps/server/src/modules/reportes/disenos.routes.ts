import type { FastifyInstance } from 'fastify';
import { disenosApi } from '@claustro/domain/reportes/diseno.contract';
import { route } from '../../platform/http/route.ts';
import type { DisenosService } from './disenos.service.ts';

/** Report layouts: read, keep and drop the user's own. */
export function disenosRoutes(app: FastifyInstance, svc: DisenosService) {
  route(app, disenosApi.ver, ({ actor, params }) => svc.ver({ actor, input: params }));
  route(app, disenosApi.guardar, ({ actor, params, body }) => svc.guardar({ actor, input: { ...params, ...body } }));
  route(app, disenosApi.borrar, ({ actor, params }) => svc.borrar({ actor, input: params }));
}
