import type { FastifyInstance } from 'fastify';
import { actaSupletoriaApi as api } from '@claustro/domain/calificaciones/acta-supletoria.contract';
import { route } from '../../platform/http/route.ts';
import type { ActaSupletoriaService } from './acta-supletoria.service.ts';

/** `/academicos/acta-supletoria`: corrections of submitted grades, asked for and decided. */
export function actaSupletoriaRoutes(app: FastifyInstance, svc: ActaSupletoriaService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.decide, ({ actor, params, body }) => svc.decide({ actor, input: { ...params, ...body } }));
}
