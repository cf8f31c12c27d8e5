import type { FastifyInstance } from 'fastify';
import { planesApi as api } from '@claustro/domain/academicos/plan.contract';
import { route } from '../../platform/http/route.ts';
import type { PlanesService } from './planes.service.ts';

/** Study plans beyond the catalogue: copy into a new version, and the subjects of a plan. */
export function planesRoutes(app: FastifyInstance, svc: PlanesService) {
  route(app, api.copia, ({ actor, params }) => svc.copy({ actor, input: params }));
  route(app, api.asignaturas, ({ actor, params }) => svc.subjects({ actor, input: params }));
}
