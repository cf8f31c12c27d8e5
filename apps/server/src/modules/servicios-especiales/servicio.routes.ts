import type { FastifyInstance } from 'fastify';
import { servicioApi as api, servicioLimit } from '@claustro/domain/servicios-especiales/servicio-especial.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { guardPublicLookup, publicCheck } from '../../platform/public-lookup.ts';
import type { ServicioService } from './servicio.service.ts';

/** Special services: the public form and follow-up (captcha; limits per address), and the office's list, detail and course. */
export function servicioRoutes(app: FastifyInstance, svc: ServicioService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  const origen = (r: { protocol: string; host: string }) => `${r.protocol}://${r.host}`;
  route(app, api.pedir, async ({ actor, visitor, body, req }) => {
    await guardPublicLookup(deps, { name: 'servicio-especial', visitor, token: body.token, limit: servicioLimit });
    return svc.pedir({ actor: actor ?? visitor, input: body, origen: origen(req) });
  });
  route(app, api.consulta, ({ actor, visitor, body }) =>
    publicCheck(
      deps,
      {
        name: 'servicio-consulta',
        visitor,
        token: body.token,
        documento: body.codigo.toUpperCase().replace(/[^0-9A-Z]/g, ''),
        limit: { failuresPerAddress: 20, failuresPerDocument: 5, windowMinutes: 60 },
        fallos: ['servicio_no_encontrado'],
      },
      () => svc.consulta({ actor: actor ?? visitor, input: body }),
    ),
  );
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.one, ({ actor, params }) => svc.one({ actor, input: params }));
  route(app, api.cambiar, ({ actor, params, body, req }) => svc.cambiar({ actor, input: { ...params, ...body }, origen: origen(req) }));
}
