import type { FastifyInstance } from 'fastify';
import { sugerenciasApi as api, sugerenciasLimit } from '@claustro/domain/generales/sugerencia.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import type { SugerenciasService } from './sugerencias.service.ts';

/** The suggestion box's calls; the public one checks the captcha and limits each address. */
export function sugerenciasRoutes(app: FastifyInstance, svc: SugerenciasService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, api.puntos, () => svc.points());
  route(app, api.dejar, async ({ actor, visitor, body }) => {
    const key = `sugerencia:ip:${visitor.ip}`;
    await deps.attempts.check([{ key, max: sugerenciasLimit.perAddress }], sugerenciasLimit.windowMinutes);
    await deps.captcha.verify(body.token, visitor.ip ?? undefined);
    const left = await svc.leave({ actor: actor ?? visitor, input: body });
    await deps.attempts.record([key]);
    return left;
  });
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.leida, ({ actor, params }) => svc.markRead({ actor, input: params }));
  route(app, api.qr, async ({ actor, params, req, reply }) =>
    reply.type('image/png').send(await svc.qr({ actor, input: { ...params, origin: `${req.protocol}://${req.host}` } })),
  );
}
