import type { FastifyInstance } from 'fastify';
import { evaluacionApi as api } from '@claustro/domain/evaluacion/evaluacion.contract';
import { route } from '../../platform/http/route.ts';
import type { EvaluacionService } from './evaluacion.service.ts';

/** Teacher evaluation's calls: the student's own (pending, answer), staff's (progress, results). */
export function evaluacionRoutes(app: FastifyInstance, svc: EvaluacionService) {
  route(app, api.pendientes, ({ actor }) => svc.pendientes({ actor, input: null }));
  route(app, api.cuestionario, ({ actor, params }) => svc.cuestionario({ actor, input: params }));
  route(app, api.responder, ({ actor, body }) => svc.responder({ actor, input: body }));
  route(app, api.corregir, ({ actor, params }) => svc.corregir({ actor, input: params }));
  route(app, api.pendientesProfesor, ({ actor }) => svc.pendientesProfesor({ actor, input: null }));
  route(app, api.responderProfesor, ({ actor, body }) => svc.responderProfesor({ actor, input: body }));
  route(app, api.corregirProfesor, ({ actor, params }) => svc.corregir({ actor, input: params }));
  route(app, api.avance, ({ actor, query }) => svc.avance({ actor, input: query }));
  route(app, api.resultados, ({ actor, query }) => svc.resultados({ actor, input: query }));
}
