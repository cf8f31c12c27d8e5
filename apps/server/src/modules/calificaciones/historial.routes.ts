import type { FastifyInstance } from 'fastify';
import { historialApi } from '@claustro/domain/calificaciones/historial.contract';
import { validacionApi, validacionLimit } from '@claustro/domain/documentos/validacion.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { HistorialService } from './historial.service.ts';

/**
 * A student's academic history; the transcript issued as a PDF; and `/validacion-titulo` (public):
 * captcha and a limit per address before a code is looked up.
 */
export function historialRoutes(app: FastifyInstance, svc: HistorialService, deps: { captcha: CaptchaService; attempts: AttemptsGuard }) {
  route(app, historialApi.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, historialApi.record, async ({ actor, params, reply }) => {
    const { codigo, pdf } = await svc.record({ actor, input: params, origin: `${reply.request.protocol}://${reply.request.host}` });
    return sendPdf(reply, `record-${params.estudianteCarreraId}-${codigo}.pdf`, pdf);
  });
  route(app, validacionApi.validar, async ({ visitor, body }) => {
    const key = `validacion:ip:${visitor.ip}`;
    await deps.attempts.check([{ key, max: validacionLimit.perAddress }], validacionLimit.windowMinutes);
    await deps.captcha.verify(body.token, visitor.ip ?? undefined);
    await deps.attempts.record([key]);
    return svc.validar({ input: body, lang: visitor.lang });
  });
}
