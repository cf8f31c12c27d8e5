import type { FastifyInstance } from 'fastify';
import { pruebasApi as api } from '@claustro/domain/admisiones/prueba.contract';
import { route } from '../../platform/http/route.ts';
import type { PruebasService } from './pruebas.service.ts';

/** `/academicos/pruebas-admision`: a sitting's roster, calling applicants, attendance and scores. */
export function pruebasRoutes(app: FastifyInstance, svc: PruebasService) {
  route(app, api.convocados, ({ actor, params }) => svc.convocados({ actor, input: params }));
  route(app, api.convocar, ({ actor, params, body }) => svc.convocar({ actor, input: { ...params, ...body } }));
  route(app, api.retirar, ({ actor, params }) => svc.retirar({ actor, input: params }));
  route(app, api.resultados, ({ actor, params, body }) => svc.resultados({ actor, input: { ...params, resultados: body } }));
}
