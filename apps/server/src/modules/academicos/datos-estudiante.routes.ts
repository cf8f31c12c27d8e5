import type { FastifyInstance } from 'fastify';
import { datosEstudianteApi as api } from '@claustro/domain/academicos/datos-estudiante.contract';
import { route } from '../../platform/http/route.ts';
import type { DatosEstudianteService } from './datos-estudiante.service.ts';

/** The personal-data campaign's calls: the student's own page and the staff's campaign page. */
export function datosEstudianteRoutes(app: FastifyInstance, svc: DatosEstudianteService) {
  route(app, api.alDia, ({ actor, params }) => svc.isCurrent({ actor, input: params }));
  route(app, api.propios, ({ actor }) => svc.own({ actor, input: null }));
  route(app, api.confirmar, ({ actor, body }) => svc.confirm({ actor, input: body }));
  route(app, api.campana, () => svc.progress());
  route(app, api.iniciar, ({ actor, body }) => svc.setCampaign({ actor, input: body }));
}
