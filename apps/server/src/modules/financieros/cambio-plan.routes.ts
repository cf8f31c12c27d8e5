import type { FastifyInstance } from 'fastify';
import { cambioPlanApi as api } from '@claustro/domain/financieros/cambio-plan.contract';
import { route } from '../../platform/http/route.ts';
import type { CambioPlanService } from './cambio-plan.service.ts';

/** `EstudianteCambioPlanPago`: a student's changes of payment plan. */
export function cambioPlanRoutes(app: FastifyInstance, svc: CambioPlanService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...params, ...body } }));
  route(app, api.misPlanes, ({ actor }) => svc.misPlanes({ actor, input: null }));
  route(app, api.elegirPlan, ({ actor, body }) => svc.elegirPlan({ actor, input: body }));
  route(app, api.porCodigo, ({ actor, params }) => svc.porCodigo({ actor, input: params }));
}
