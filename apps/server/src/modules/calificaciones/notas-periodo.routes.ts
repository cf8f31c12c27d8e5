import type { FastifyInstance } from 'fastify';
import { notasPeriodoApi as api } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { route } from '../../platform/http/route.ts';
import type { NotasPeriodoService } from './notas-periodo.service.ts';

/** A student's grades in a period (spec §7 estudiantes-calificaciones). */
export function notasPeriodoRoutes(app: FastifyInstance, svc: NotasPeriodoService) {
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
}
