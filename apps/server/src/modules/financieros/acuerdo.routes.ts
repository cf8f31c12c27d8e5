import type { FastifyInstance } from 'fastify';
import { acuerdoApi as api } from '@claustro/domain/financieros/acuerdo.contract';
import { route } from '../../platform/http/route.ts';
import type { AcuerdoService } from './acuerdo.service.ts';

/** `/financieros/acuerdos-pago`: payment agreements listed, read, written and annulled. */
export function acuerdoRoutes(app: FastifyInstance, svc: AcuerdoService) {
  route(app, api.list, ({ actor, query }) => svc.lista({ actor, input: query }));
  route(app, api.get, ({ actor, params }) => svc.uno({ actor, input: params }));
  route(app, api.crear, ({ actor, body }) => svc.crear({ actor, input: body }));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
}
