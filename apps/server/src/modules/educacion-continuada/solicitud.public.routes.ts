import type { FastifyInstance } from 'fastify';
import { solicitudPublicaApi as api, solicitudPublicaIn } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { DomainError, parseInput } from '../../platform/errors.ts';
import { route } from '../../platform/http/route.ts';
import { publicLimits } from '../../platform/public-lookup.ts';
import type { SolicitudService } from './solicitud.service.ts';

/**
 * `/solicitud-inscripcion` and `/solicitud-inscripcion/nueva`: open courses, filing a request and
 * finding it again. No sign-in; the captcha is checked on the server, filings are limited per address
 * and failed look-ups per address and per identification.
 */
export function solicitudPublicRoutes(app: FastifyInstance, deps: { solicitudes: SolicitudService; captcha: CaptchaService; attempts: AttemptsGuard }) {
  const { attempts, solicitudes: svc } = deps;

  route(app, api.cursos, () => svc.cursos());

  route(app, api.nueva, async ({ actor, visitor, body }) => {
    const key = `ec-solicitud:ip:${visitor.ip}`;
    await attempts.check([{ key, max: publicLimits.submissionsPerAddress }], publicLimits.windowMinutes);
    const input = parseInput(solicitudPublicaIn, body.solicitud);
    await deps.captcha.verify(body.token, visitor.ip ?? undefined);
    await attempts.record([key]);
    return svc.nueva({ actor: actor ?? visitor, input });
  });

  route(app, api.consultar, async ({ visitor, body }) => {
    const keys = [`ec-consulta:ip:${visitor.ip}`, `ec-consulta:doc:${body.documentoIdentificacion.toUpperCase()}`];
    await attempts.check(
      [
        { key: keys[0], max: publicLimits.lookupFailuresPerAddress },
        { key: keys[1], max: publicLimits.lookupFailuresPerDocument },
      ],
      publicLimits.windowMinutes,
    );
    await deps.captcha.verify(body.token, visitor.ip ?? undefined);
    try {
      return await svc.consultar({ actor: visitor, input: body });
    } catch (e) {
      if (e instanceof DomainError && e.code === 'not_found') await attempts.record(keys);
      throw e;
    }
  });
}
