import type { FastifyInstance } from 'fastify';
import { consultaOficiosLimit, oficioApi as api } from '@claustro/domain/calificaciones/oficio.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { guardPublicLookup } from '../../platform/public-lookup.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { OficioService } from './oficio.service.ts';

/** `/academicos/oficios` (staff) and `/ConsultaOficios` (public: a limit per address and the captcha before a letter is looked up). */
export function oficioRoutes(app: FastifyInstance, svc: OficioService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
  route(app, api.pdf, async ({ actor, params, reply }) => {
    const { numero, pdf } = await svc.pdf({ actor, input: params, origin: `${reply.request.protocol}://${reply.request.host}` });
    return sendPdf(reply, `oficio-${numero}.pdf`, pdf);
  });
  route(app, api.consultar, async ({ visitor, body }) => {
    await guardPublicLookup(deps, { name: 'consulta-oficios', visitor, token: body.token, limit: consultaOficiosLimit });
    return svc.consultar({ input: body, lang: visitor.lang });
  });
}
