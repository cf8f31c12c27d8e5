import type { FastifyInstance } from 'fastify';
import { ofertaApi as api } from '@claustro/domain/seleccion/oferta.contract';
import { route } from '../../platform/http/route.ts';
import type { OfertaService } from './oferta.service.ts';

/** Generating a period's offer from a plan (`/seleccion/generar-oferta`). */
export function ofertaRoutes(app: FastifyInstance, svc: OfertaService) {
  route(app, api.generar, ({ actor, body }) => svc.generar({ actor, input: body }));
}
