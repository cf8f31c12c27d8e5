import type { FastifyInstance } from 'fastify';
import { proyeccionApi as api } from '@claustro/domain/horarios/proyeccion.contract';
import { route } from '../../platform/http/route.ts';
import type { ProyeccionService } from './proyeccion.service.ts';

/** Section projections (`/horarios/proyecciones-secciones`). */
export function proyeccionRoutes(app: FastifyInstance, svc: ProyeccionService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
}
