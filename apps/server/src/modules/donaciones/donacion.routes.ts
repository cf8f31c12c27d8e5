import type { FastifyInstance } from 'fastify';
import { donacionApi as api, donacionLimit } from '@claustro/domain/donaciones/donacion.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { guardPublicLookup } from '../../platform/public-lookup.ts';
import type { DonacionService } from './donacion.service.ts';

/** Donations: the public form (captcha, a limit per address) and its look-up by code; finance's report, receiving and annulling. */
export function donacionRoutes(app: FastifyInstance, svc: DonacionService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  const origen = (r: { protocol: string; host: string }) => `${r.protocol}://${r.host}`;
  route(app, api.oferta, () => svc.oferta());
  route(app, api.donar, async ({ actor, visitor, body, req }) => {
    await guardPublicLookup(deps, { name: 'donacion', visitor, token: body.token, limit: donacionLimit });
    return svc.donar({ actor: actor ?? visitor, input: body, origen: origen(req) });
  });
  route(app, api.consulta, ({ actor, visitor, params, req }) => svc.consulta({ actor: actor ?? visitor, input: params, origen: origen(req) }));
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.resumen, ({ actor, query }) => svc.resumen({ actor, input: query }));
  route(app, api.recibir, ({ actor, params, body }) => svc.recibir({ actor, input: { ...params, ...body } }));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
}
