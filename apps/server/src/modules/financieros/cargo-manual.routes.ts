import type { FastifyInstance } from 'fastify';
import { cargoManualApi as api } from '@claustro/domain/financieros/cargo-manual.contract';
import { route } from '../../platform/http/route.ts';
import type { CargoManualService } from './cargo-manual.service.ts';

/** Charges written by hand (special subjects, selection changes) and their annulment, and the subjects a special one is chosen from. */
export function cargoManualRoutes(app: FastifyInstance, svc: CargoManualService) {
  route(app, api.crear, ({ actor, body }) => svc.crear({ actor, input: body }));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
  route(app, api.asignaturas, ({ actor, params }) => svc.asignaturas({ actor, input: params }));
}
