import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { consulta, solicitudesApi as api, solicitudIn, solicitudNueva } from '@claustro/domain/admisiones/solicitud.contract';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Visitor } from '../../platform/actor.ts';
import { DomainError, parseInput } from '../../platform/errors.ts';
import { route } from '../../platform/http/route.ts';
import { publicLimits } from '../../platform/public-lookup.ts';
import type { SolicitudesService } from './solicitudes.service.ts';
import { formOf, uploadsOf } from './solicitudes.form.ts';

/** The form's JSON part (a text field in a multipart form, an object in a JSON body); unreadable JSON is a 400 like any other bad input. */
function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new DomainError('validation', {}, { solicitud: { problem: 'solicitud_ilegible' } });
  }
}

/**
 * The public side of admissions (spec §7 "Admissions (public and internal)"): the form's choices,
 * filing a request, finding it again with identification and code, and completing its documents.
 * No sign-in; the captcha is checked on the server and every form is rate-limited.
 */
export function solicitudesPublicRoutes(app: FastifyInstance, deps: { solicitudes: SolicitudesService; captcha: CaptchaService; attempts: AttemptsGuard }) {
  const { attempts, solicitudes: svc } = deps;
  const ipKey = (v: Visitor, what: string) => `${what}:ip:${v.ip}`;

  route(app, api.formulario, () => svc.formulario());

  route(app, api.nueva, async ({ actor, visitor, req }) => {
    await attempts.check([{ key: ipKey(visitor, 'admision'), max: publicLimits.submissionsPerAddress }], publicLimits.windowMinutes);
    const { fields, files } = await formOf(req);
    const envio = parseInput(solicitudNueva, { ...fields, solicitud: jsonField(fields.solicitud) });
    const solicitud = parseInput(solicitudIn, envio.solicitud);
    await deps.captcha.verify(envio.token, visitor.ip ?? undefined);
    await attempts.record([ipKey(visitor, 'admision')]);
    return svc.create({ actor: actor ?? visitor, input: { claveEnvio: envio.claveEnvio, solicitud, uploads: uploadsOf(files) } });
  });

  /** The request of an identification and code, counting failures against guessing. */
  async function findOrRefuse(visitor: Visitor, body: z.output<typeof consulta>) {
    const docKey = `admision-consulta:doc:${body.documentoIdentificacion.toUpperCase()}`;
    await attempts.check(
      [
        { key: ipKey(visitor, 'admision-consulta'), max: publicLimits.lookupFailuresPerAddress },
        { key: docKey, max: publicLimits.lookupFailuresPerDocument },
      ],
      publicLimits.windowMinutes,
    );
    await deps.captcha.verify(body.token, visitor.ip ?? undefined);
    const found = await svc.find({ actor: visitor, input: { documento: body.documentoIdentificacion, codigo: body.codigo } });
    if (!found) {
      await attempts.record([ipKey(visitor, 'admision-consulta'), docKey]);
      throw new DomainError('solicitud_no_encontrada');
    }
    return found;
  }

  route(app, api.consulta, ({ visitor, body }) => findOrRefuse(visitor, body));

  // Completing or replacing documents while the request waits for review.
  route(app, api.documentos, async ({ visitor, req }) => {
    const { fields, files } = await formOf(req);
    const found = await findOrRefuse(visitor, parseInput(consulta, fields));
    if (!files.length) throw new DomainError('validation', {}, { file: { problem: 'documento_sin_adjunto' } });
    return svc.replaceDocuments({ actor: visitor, input: { solicitudAdmisionId: found.solicitudAdmisionId, uploads: uploadsOf(files) } });
  });
}
