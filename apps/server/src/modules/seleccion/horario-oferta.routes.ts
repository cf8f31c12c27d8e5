import type { FastifyInstance } from 'fastify';
import { ofertaApi as api } from '@claustro/domain/seleccion/oferta.contract';
import { route } from '../../platform/http/route.ts';
import type { HorarioOfertaService } from './horario-oferta.service.ts';

/** Giving the offer its hours (`/seleccion/genera-horario-oferta`). */
export function horarioOfertaRoutes(app: FastifyInstance, svc: HorarioOfertaService) {
  route(app, api.horario, ({ actor, body }) => svc.generar({ actor, input: body }));
}
