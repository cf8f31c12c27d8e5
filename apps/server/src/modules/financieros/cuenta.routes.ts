import type { FastifyInstance } from 'fastify';
import { cuentaApi as api } from '@claustro/domain/financieros/cuenta.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { CuentaService } from './cuenta.service.ts';

/** Students' accounts: read (one's own, or anyone's for finance), a term's charges written, who owes. */
export function cuentaRoutes(app: FastifyInstance, svc: CuentaService) {
  route(app, api.cuenta, ({ actor, params }) => svc.cuenta({ actor, input: params }));
  route(app, api.estadoCuenta, async ({ actor, params, reply }) => {
    const { matricula, pdf } = await svc.estadoCuenta({ actor, input: params });
    return sendPdf(reply, `estado-cuenta-${matricula}.pdf`, pdf);
  });
  route(app, api.porMatricula, ({ actor, params }) => svc.porMatricula({ actor, input: params }));
  route(app, api.mias, ({ actor }) => svc.mias({ actor, input: null }));
  route(app, api.generar, ({ actor, params }) => svc.generar({ actor, input: params }));
  route(app, api.recargos, ({ actor, body }) => svc.recargos({ actor, input: body }));
  route(app, api.balances, ({ actor, query }) => svc.balances({ actor, input: query }));
}
