import type { FastifyInstance } from 'fastify';
import { profesorAsistenciaApi as api } from '@claustro/domain/calificaciones/asistencia.contract';
import { route } from '../../platform/http/route.ts';
import type { AsistenciaProfesorService } from './asistencia-profesor.service.ts';

/** `/academicos/profesor-asistencia`: a professor's own check-ins, and a day's meetings for staff. */
export function asistenciaProfesorRoutes(app: FastifyInstance, svc: AsistenciaProfesorService) {
  route(app, api.propia, ({ actor }) => svc.propia({ actor, input: null }));
  route(app, api.marcar, ({ actor, body }) => svc.marcar({ actor, input: body }));
  route(app, api.dia, ({ actor, params, query }) => svc.dia({ actor, input: { ...params, ...query } }));
}
