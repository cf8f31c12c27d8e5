import type { FastifyInstance } from 'fastify';
import { solicitudApi as api } from '@claustro/domain/calificaciones/solicitud-online.contract';
import { route } from '../../platform/http/route.ts';
import type { SolicitudOnlineService } from './solicitud-online.service.ts';

/** Online requests: the student's own (file, follow, cancel), and the registry's queue (move on, reject). */
export function solicitudOnlineRoutes(app: FastifyInstance, svc: SolicitudOnlineService) {
  route(app, api.propias, ({ actor }) => svc.propias({ actor, input: null }));
  route(app, api.documentos, () => svc.documentos());
  route(app, api.crear, ({ actor, body }) => svc.crear({ actor, input: body }));
  route(app, api.cancelar, ({ actor, params }) => svc.cancelar({ actor, input: params }));
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.cambiar, ({ actor, params, body }) => svc.cambiar({ actor, input: { ...params, ...body } }));
}
