import type { FastifyInstance } from 'fastify';
import { solicitudCursoApi as api } from '@claustro/domain/educacion-continuada/solicitud-curso.contract';
import { route } from '../../platform/http/route.ts';
import type { SolicitudCursoService } from './solicitud-curso.service.ts';

/** `/educacion-continuada/solicitud_cursos`: companies' course requests, quoted, accepted or rejected. */
export function solicitudCursoRoutes(app: FastifyInstance, svc: SolicitudCursoService) {
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.crear, ({ actor, body }) => svc.crear({ actor, input: body }));
  route(app, api.cotizar, ({ actor, params, body }) => svc.cotizar({ actor, input: { ...params, ...body } }));
  route(app, api.aceptar, ({ actor, params, body }) => svc.aceptar({ actor, input: { ...params, ...body } }));
  route(app, api.rechazar, ({ actor, params, body }) => svc.rechazar({ actor, input: { ...params, ...body } }));
}
