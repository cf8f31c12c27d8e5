import type { FastifyInstance } from 'fastify';
import { autorizacionApi as api } from '@claustro/domain/financieros/autorizacion.contract';
import { route } from '../../platform/http/route.ts';
import type { AutorizacionService } from './autorizacion.service.ts';

/** `/financieros/estudiante-autorizacion-inscripcion`. */
export function autorizacionRoutes(app: FastifyInstance, svc: AutorizacionService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...params, ...body } }));
  route(app, api.porMatricula, ({ actor, params, query }) => svc.porMatricula({ actor, input: { ...params, ...query } }));
  route(app, api.porNombres, ({ actor, params, query }) => svc.porNombres({ actor, input: { ...params, ...query } }));
}
