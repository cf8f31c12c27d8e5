import type { FastifyInstance } from 'fastify';
import { programacionApi as api } from '@claustro/domain/horarios/programacion.contract';
import { route } from '../../platform/http/route.ts';
import type { ProgramacionService } from './programacion.service.ts';

/** A plan's subjects against a period's sections (`/academicos/programacion-asignaturas`). */
export function programacionRoutes(app: FastifyInstance, svc: ProgramacionService) {
  route(app, api.get, ({ actor, query }) => svc.get({ actor, input: query }));
}
