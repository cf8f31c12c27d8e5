import type { FastifyInstance } from 'fastify';
import { plantillaApi as api } from '@claustro/domain/educacion-continuada/plantilla.contract';
import { route } from '../../platform/http/route.ts';
import type { PlantillaService } from './plantilla.service.ts';

/** `/educacion-continuada/cursos-plantillas`: a course made from a template. */
export function plantillaRoutes(app: FastifyInstance, svc: PlantillaService) {
  route(app, api.crearCurso, ({ actor, params, body }) => svc.crearCurso({ actor, input: { ...params, ...body } }));
}
