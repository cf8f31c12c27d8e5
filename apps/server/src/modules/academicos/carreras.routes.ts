import type { FastifyInstance } from 'fastify';
import { carrerasAccesoApi as api } from '@claustro/domain/academicos/carrera-acceso.contract';
import { route } from '../../platform/http/route.ts';
import type { CarrerasService } from './carreras.service.ts';

/** Careers of a user, and who has access to which career. */
export function carrerasRoutes(app: FastifyInstance, svc: CarrerasService) {
  route(app, api.delUsuario, ({ actor, params }) => svc.ofUser({ actor, input: params }));
  route(app, api.accesos, ({ actor, params }) => svc.accesses({ actor, input: params }));
  route(app, api.conceder, ({ actor, body }) => svc.grant({ actor, input: body }));
  route(app, api.revocar, ({ actor, params }) => svc.revoke({ actor, input: params }));
}
