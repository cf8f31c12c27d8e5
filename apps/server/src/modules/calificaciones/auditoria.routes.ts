import type { FastifyInstance } from 'fastify';
import { auditoriaApi as api } from '@claustro/domain/calificaciones/auditoria.contract';
import { route } from '../../platform/http/route.ts';
import type { AuditoriaService } from './auditoria.service.ts';

/** The degree audit, and its what-if against another plan. */
export function auditoriaRoutes(app: FastifyInstance, svc: AuditoriaService) {
  route(app, api.get, ({ actor, params, query }) => svc.get({ actor, input: { ...params, planEstudioId: query.planEstudioId } }));
}
