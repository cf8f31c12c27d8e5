import type { FastifyInstance } from 'fastify';
import { procesarApi as api } from '@claustro/domain/educacion-continuada/procesar.contract';
import { route } from '../../platform/http/route.ts';
import type { ProcesarService } from './procesar.service.ts';

/** `/educacion-continuada/procesar-solicitud`: waiting requests, and moving one to another status. */
export function procesarRoutes(app: FastifyInstance, svc: ProcesarService) {
  route(app, api.pendientes, ({ actor, query }) => svc.pendientes({ actor, input: query }));
  route(app, api.procesar, ({ actor, params, body }) => svc.procesar({ actor, input: { ...params, ...body } }));
}
