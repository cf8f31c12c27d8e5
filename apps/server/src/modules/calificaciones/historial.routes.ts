import type { FastifyInstance } from 'fastify';
import { historialApi } from '@claustro/domain/calificaciones/historial.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { HistorialService } from './historial.service.ts';

/**
 * A student's academic history; the transcript issued as a PDF.
 */
export function historialRoutes(app: FastifyInstance, svc: HistorialService) {
  route(app, historialApi.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, historialApi.record, async ({ actor, params, reply }) => {
    const { codigo, pdf } = await svc.record({ actor, input: params, origin: `${reply.request.protocol}://${reply.request.host}` });
    return sendPdf(reply, `record-${params.estudianteCarreraId}-${codigo}.pdf`, pdf);
  });
}
