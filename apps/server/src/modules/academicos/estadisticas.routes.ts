import type { FastifyInstance } from 'fastify';
import { estadisticasApi as api } from '@claustro/domain/academicos/estadisticas.contract';
import { route } from '../../platform/http/route.ts';
import type { EstadisticasService } from './estadisticas.service.ts';

/** Student statistics (spec §7 `/api/reportes/academicos/estudiantes/*`). */
export function estadisticasRoutes(app: FastifyInstance, svc: EstadisticasService) {
  route(app, api.porCarrera, ({ actor, params }) => svc.byCareer({ actor, input: params }));
  route(app, api.porSexo, ({ actor, params }) => svc.bySex({ actor, input: params }));
  route(app, api.seleccionados, ({ actor, params }) => svc.selected({ actor, input: params }));
  route(app, api.porRecinto, ({ actor, params }) => svc.byCampus({ actor, input: params }));
}
