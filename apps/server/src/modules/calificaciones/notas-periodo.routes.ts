import type { FastifyInstance } from 'fastify';
import { notasPeriodoApi as api } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { bitacoraApi } from '@claustro/domain/calificaciones/bitacora.contract';
import { route } from '../../platform/http/route.ts';
import type { NotasPeriodoService } from './notas-periodo.service.ts';

/** Grades by student (spec §7 estudiantes-calificaciones), and a student's grade trail. */
export function notasPeriodoRoutes(app: FastifyInstance, svc: NotasPeriodoService) {
  route(app, api.buscar, ({ actor, query }) => svc.buscar({ actor, input: query }));
  route(app, api.estudiante, ({ actor, params }) => svc.estudiante({ actor, input: params }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.registrar, ({ actor, params, body }) => svc.registrar({ actor, input: { ...params, ...body } }));
  route(app, bitacoraApi.estudiante, ({ actor, params, query }) => svc.bitacora({ actor, input: { ...params, ...query } }));
}
