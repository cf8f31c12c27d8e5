import type { FastifyInstance } from 'fastify';
import { cotizacionApi as api } from '@claustro/domain/financieros/cotizacion.contract';
import { route } from '../../platform/http/route.ts';
import type { CotizacionService } from './cotizacion.service.ts';

/** `/financiero/cotizacion`: a term's price quote. */
export function cotizacionRoutes(app: FastifyInstance, svc: CotizacionService) {
  route(app, api.cotizar, ({ actor, query }) => svc.cotizar({ actor, input: query }));
}
