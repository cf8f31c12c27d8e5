import type { FastifyInstance } from 'fastify';
import { planPagoApi as api } from '@claustro/domain/financieros/plan-pago.contract';
import { route } from '../../platform/http/route.ts';
import type { LoginService } from '../login/login.service.ts';

/** What the payment plans' form asks besides the catalogue (its list and records come from the catalogue engine). */
export function planPagoRoutes(app: FastifyInstance, login: LoginService) {
  // The campuses a user works on are the sign-in's to know.
  route(app, api.sedesUsuario, ({ actor }) => login.ownSedes({ actor, input: null }));
}
