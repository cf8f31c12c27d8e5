import type { FastifyInstance } from 'fastify';
import { consultaEgresadoApi as api, consultaLimit } from '@claustro/domain/academicos/egresado.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { guardPublicLookup } from '../../platform/public-lookup.ts';
import type { ConsultaEgresadoService } from './consulta-egresado.service.ts';

/** `/consulta/estudiante-egresado` (public): captcha and a limit per address before the look-up. */
export function consultaEgresadoRoutes(app: FastifyInstance, svc: ConsultaEgresadoService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, api.consultar, async ({ visitor, body }) => {
    await guardPublicLookup(deps, { name: 'egresado', visitor, token: body.token, limit: consultaLimit });
    return svc.check({ input: body });
  });
}
