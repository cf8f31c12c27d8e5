import type { FastifyInstance } from 'fastify';
import { participantesApi as api } from '@claustro/domain/educacion-continuada/participantes.contract';
import { route } from '../../platform/http/route.ts';
import type { ParticipantesService } from './participantes.service.ts';

/** `/educacion-continuada/estudiantes` and `estudiantes-entrega-documentos`: participations, attendance, documents handed in. */
export function participantesRoutes(app: FastifyInstance, svc: ParticipantesService) {
  route(app, api.misCursos, ({ actor }) => svc.misCursos({ actor, input: null }));
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.persona, ({ actor, params }) => svc.persona({ actor, input: params }));
  route(app, api.asistencia, ({ actor, params, query }) => svc.asistencia({ actor, input: { ...params, ...query } }));
  route(app, api.tomarAsistencia, ({ actor, params, body }) => svc.tomarAsistencia({ actor, input: { ...params, ...body } }));
  route(app, api.documentos, ({ actor, params }) => svc.documentos({ actor, input: params }));
  route(app, api.entregar, ({ actor, params, body }) => svc.entregar({ actor, input: { ...params, ...body } }));
}
