import type { FastifyInstance } from 'fastify';
import { solicitudesApi as api } from '@claustro/domain/admisiones/solicitud.contract';
import { route } from '../../platform/http/route.ts';
import { sendFile } from '../../platform/files.ts';
import { DomainError } from '../../platform/errors.ts';
import type { SolicitudesService } from './solicitudes.service.ts';
import { formOf, uploadsOf } from './solicitudes.form.ts';

/**
 * Admissions staff (spec §7): a period's requests, one request's data, the review of its documents,
 * the papers a walk-in brings, its status workflow, the committee's decision, admission as a student, and statistics.
 */
export function solicitudesRoutes(app: FastifyInstance, svc: SolicitudesService, filesDir: string) {
  route(app, api.list, async ({ actor, params, query, reply }) => {
    const { rows, total, next } = await svc.list({ actor, input: { ...params, ...query } });
    if (next) reply.header('x-next-after', next);
    return { rows, total: total ?? -1 };
  });
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
  route(app, api.estado, ({ actor, params, body }) => svc.changeStatus({ actor, input: { ...params, ...body } }));
  route(app, api.revisarDocumento, ({ actor, params, body }) => svc.reviewDocument({ actor, input: { ...params, ...body } }));
  route(app, api.adjuntarDocumentos, async ({ actor, params, req }) => {
    const { files } = await formOf(req);
    if (!files.length) throw new DomainError('validation', {}, { file: { problem: 'documento_sin_adjunto' } });
    return svc.replaceDocuments({ actor, input: { ...params, uploads: uploadsOf(files) } });
  });
  route(app, api.comite, ({ actor, params, body }) => svc.decide({ actor, input: { ...params, ...body } }));
  route(app, api.admitir, ({ actor, params }) => svc.admitir({ actor, input: params }));
  route(app, api.archivo, ({ params, reply }) => sendFile(reply, filesDir, 'admisiones', params.name));
  route(app, api.estadisticas, ({ actor, params }) => svc.statistics({ actor, input: params }));
  route(app, api.periodos, () => svc.periodos());
  route(app, api.delEstudiante, ({ actor, query }) => svc.ofStudent({ actor, input: query }));
}
