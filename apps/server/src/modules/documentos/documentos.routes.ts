import type { FastifyInstance } from 'fastify';
import { validacionApi, validacionLimit } from '@claustro/domain/documentos/validacion.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { guardPublicLookup } from '../../platform/public-lookup.ts';
import type { DocumentosService } from './documentos.service.ts';

/** `/validacion-titulo` (public): a limit per address and the captcha before a code is looked up. */
export function documentosRoutes(app: FastifyInstance, svc: DocumentosService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, validacionApi.validar, async ({ visitor, body }) => {
    await guardPublicLookup(deps, { name: 'validacion', visitor, token: body.token, limit: validacionLimit });
    return svc.validar({ input: body, lang: visitor.lang });
  });
}
