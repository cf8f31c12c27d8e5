import type { FastifyInstance } from 'fastify';
import { fichaApi as api } from '@claustro/domain/academicos/estudiante-ficha.contract';
import { route } from '../../platform/http/route.ts';
import type { EstudianteFichaService } from './estudiante-ficha.service.ts';

/** The student's record: one student's (staff or the student), and the signed-in student's own. */
export function estudianteFichaRoutes(app: FastifyInstance, svc: EstudianteFichaService) {
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.propia, ({ actor }) => svc.own({ actor, input: null }));
}
