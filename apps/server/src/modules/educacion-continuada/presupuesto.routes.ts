import type { FastifyInstance } from 'fastify';
import { presupuestoApi as api } from '@claustro/domain/educacion-continuada/presupuesto.contract';
import { route } from '../../platform/http/route.ts';
import type { PresupuestoService } from './presupuesto.service.ts';

/** `/educacion-continuada/presupuestos`: a budget against what happened. */
export function presupuestoRoutes(app: FastifyInstance, svc: PresupuestoService) {
  route(app, api.ejecucion, ({ actor, params }) => svc.ejecucion({ actor, input: params }));
}
