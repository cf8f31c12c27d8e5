import type { FastifyInstance } from 'fastify';
import { validacionApi, validacionLimit } from '@claustro/domain/documentos/validacion.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { publicCheck } from '../../platform/public-lookup.ts';
import type { DocumentosService } from './documentos.service.ts';

/** `/validacion-titulo` (public): the captcha before a code is looked up; failures limited per address and per code. */
export function documentosRoutes(app: FastifyInstance, svc: DocumentosService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, validacionApi.validar, ({ visitor, body }) =>
    publicCheck(
      deps,
      {
        name: 'validacion',
        visitor,
        token: body.token,
        documento: body.codigo.toUpperCase().replace(/[^0-9A-Z]/g, ''),
        limit: validacionLimit,
        fallos: ['codigo_invalido', 'documento_no_encontrado'],
      },
      () => svc.validar({ input: body, lang: visitor.lang }),
    ),
  );
}
