import type { FastifyInstance } from 'fastify';
import { extraCreditoApi as api } from '@claustro/domain/seleccion/extra-credito.contract';
import { route } from '../../platform/http/route.ts';
import type { ExtraCreditoService } from './extra-credito.service.ts';

/** `/seleccion/extra-credito`: authorisations of credits beyond a plan's limit. */
export function extraCreditoRoutes(app: FastifyInstance, svc: ExtraCreditoService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.save, ({ actor, params, body }) => svc.save({ actor, input: { ...params, ...body } }));
  route(app, api.remove, ({ actor, params }) => svc.remove({ actor, input: params }));
}
