import type { FastifyInstance } from 'fastify';
import { encuestaApi as api } from '@claustro/domain/analisis/encuesta.contract';
import { route } from '../../platform/http/route.ts';
import type { EncuestaService } from './encuesta.service.ts';

/** Surveys' calls: staff's (follow, call, close, results, answers) and the asked person's own (theirs, answer). */
export function encuestaRoutes(app: FastifyInstance, svc: EncuestaService) {
  route(app, api.seguimiento, ({ actor, query }) => svc.seguimiento({ actor, input: query }));
  route(app, api.grupos, ({ actor, params }) => svc.grupos({ actor, input: params }));
  route(app, api.convocar, ({ actor, params }) => svc.convocar({ actor, input: params }));
  route(app, api.cerrar, ({ actor, params }) => svc.cerrar({ actor, input: params }));
  route(app, api.resultados, ({ actor, params }) => svc.resultados({ actor, input: params }));
  route(app, api.respuestas, ({ actor, params, query }) => svc.respuestas({ actor, input: { ...params, ...query } }));
  route(app, api.mias, ({ actor }) => svc.mias({ actor, input: null }));
  route(app, api.cuestionario, ({ actor, params }) => svc.cuestionario({ actor, input: params }));
  route(app, api.responder, ({ actor, params, body }) => svc.responder({ actor, input: { ...params, ...body } }));
}
