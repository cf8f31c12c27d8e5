import type { FastifyInstance } from 'fastify';
import { fusionApi as api } from '@claustro/domain/horarios/fusion.contract';
import { route } from '../../platform/http/route.ts';
import type { FusionService } from './fusion.service.ts';

/** Merging sections (`/horarios/fusion-secciones`). */
export function fusionRoutes(app: FastifyInstance, svc: FusionService) {
  route(app, api.fusionar, ({ actor, body }) => svc.fusionar({ actor, input: body }));
}
