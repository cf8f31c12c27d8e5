import type { FastifyInstance } from 'fastify';
import { validacionApi, validacionLimit } from '@claustro/domain/documentos/validacion.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import type { DocumentosService } from './documentos.service.ts';

/** `/validacion-titulo` (public): a limit per address and the captcha before a code is looked up. */
export function documentosRoutes(app: FastifyInstance, svc: DocumentosService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, validacionApi.validar, async ({ visitor, body }) => {
    const key = `validacion:ip:${visitor.ip}`;
    await deps.attempts.check([{ key, max: validacionLimit.perAddress }], validacionLimit.windowMinutes);
    await deps.captcha.verify(body.token, visitor.ip ?? undefined);
    await deps.attempts.record([key]);
    return svc.validar({ input: body, lang: visitor.lang });
  });
}
