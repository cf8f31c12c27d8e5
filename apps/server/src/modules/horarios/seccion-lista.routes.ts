import type { FastifyInstance } from 'fastify';
import { seccionListaApi as api } from '@claustro/domain/horarios/seccion-lista.contract';
import { route } from '../../platform/http/route.ts';
import type { SeccionListaService } from './seccion-lista.service.ts';

/** A section's class list and messages to its students. */
export function seccionListaRoutes(app: FastifyInstance, svc: SeccionListaService) {
  route(app, api.estudiantes, ({ actor, params }) => svc.estudiantes({ actor, input: params }));
  route(app, api.enviar, ({ actor, body }) => svc.enviar({ actor, input: body }));
  route(app, api.envio, ({ actor, params }) => svc.progress({ actor, input: params }));
}
