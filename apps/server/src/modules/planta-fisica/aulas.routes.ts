import type { FastifyInstance } from 'fastify';
import { aulasApi as api } from '@claustro/domain/planta-fisica/aula.contract';
import { route } from '../../platform/http/route.ts';
import type { AulasService } from './aulas.service.ts';

/** Classrooms a career may use at a campus. */
export function aulasRoutes(app: FastifyInstance, svc: AulasService) {
  route(app, api.deCarrera, ({ actor, params }) => svc.ofCareer({ actor, input: params }));
}
