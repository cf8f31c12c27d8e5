import type { FastifyInstance } from 'fastify';
import { digitacionApi as api } from '@claustro/domain/calificaciones/digitacion.contract';
import { bitacoraApi } from '@claustro/domain/calificaciones/bitacora.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { DigitacionService } from './digitacion.service.ts';

/** Grade sheets by section (`/academicos/digitacion-notas`). */
export function digitacionRoutes(app: FastifyInstance, svc: DigitacionService) {
  route(app, api.pdf, async ({ actor, params, query, reply }) => {
    const { seccion, pdf } = await svc.pdf({ actor, input: { ...params, tipo: query.tipo } });
    return sendPdf(reply, `${query.tipo}-${seccion}.pdf`, pdf);
  });
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, bitacoraApi.seccion, ({ actor, params }) => svc.bitacora({ actor, input: params }));
  route(app, api.save, ({ actor, params, body }) => svc.save({ actor, input: { ...params, ...body } }));
}
