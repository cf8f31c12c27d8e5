import type { FastifyInstance } from 'fastify';
import { certificadoApi as api } from '@claustro/domain/educacion-continuada/certificado.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { CertificadoService } from './certificado.service.ts';

/** `/educacion-continuada/diplomas`: certificates issued, printed, annulled. */
export function certificadoRoutes(app: FastifyInstance, svc: CertificadoService) {
  const origin = (r: { request: { protocol: string; host: string } }) => `${r.request.protocol}://${r.request.host}`;
  route(app, api.emitir, ({ actor, body }) => svc.emitir({ actor, input: body }));
  route(app, api.pdf, async ({ actor, query, reply }) => sendPdf(reply, 'certificados.pdf', await svc.pdf({ actor, input: query, origin: origin(reply) })));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
}
