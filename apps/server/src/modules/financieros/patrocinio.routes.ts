import type { FastifyInstance } from 'fastify';
import { patrocinioApi as api } from '@claustro/domain/financieros/patrocinio.contract';
import { route } from '../../platform/http/route.ts';
import type { PatrocinioService } from './patrocinio.service.ts';

/** `/financieros/balance-patrocinadores`: sponsors' balances and each sponsor's account. */
export function patrocinioRoutes(app: FastifyInstance, svc: PatrocinioService) {
  route(app, api.balances, ({ actor, query }) => svc.balances({ actor, input: query }));
  route(app, api.cuenta, ({ actor, params }) => svc.cuenta({ actor, input: params }));
}
