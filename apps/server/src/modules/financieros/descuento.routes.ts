import type { FastifyInstance } from 'fastify';
import { descuentoApi as api } from '@claustro/domain/financieros/descuento.contract';
import { route } from '../../platform/http/route.ts';
import type { DescuentoService } from './descuento.service.ts';

/** `estudiante-descuento-pago` and `/financieros/ConsultaAsignacionesBecas`. */
export function descuentoRoutes(app: FastifyInstance, svc: DescuentoService) {
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...params, ...body } }));
  route(app, api.porMatricula, ({ actor, params, query }) => svc.porMatricula({ actor, input: { ...params, ...query } }));
  route(app, api.porSolicitud, ({ actor, params, query }) => svc.porSolicitud({ actor, input: { ...params, ...query } }));
  route(app, api.porNombres, ({ actor, params, query }) => svc.porNombres({ actor, input: { ...params, ...query } }));
}
