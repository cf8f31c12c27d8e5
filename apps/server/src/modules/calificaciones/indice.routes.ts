import type { FastifyInstance } from 'fastify';
import { indiceApi as api } from '@claustro/domain/calificaciones/indice.contract';
import { route } from '../../platform/http/route.ts';
import type { IndiceService } from './indice.service.ts';

/** `/academicos/calculo-indice-academico` (one student) and `/all` (the institution, as a background job). */
export function indiceRoutes(app: FastifyInstance, svc: IndiceService) {
  route(app, api.estudiante, ({ actor, params }) => svc.estudiante({ actor, input: params }));
  route(app, api.iniciar, ({ actor }) => svc.iniciar({ actor, input: {} }));
  route(app, api.calculos, () => svc.calculos());
}
