import type { FastifyInstance } from 'fastify';
import { expedienteApi as api } from '@claustro/domain/enfermeria/expediente.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { ExpedienteService } from './expediente.service.ts';

/** The infirmary's visits and clinical records (nursing staff only: the contract's screen). */
export function expedienteRoutes(app: FastifyInstance, svc: ExpedienteService) {
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.uno, ({ actor, params }) => svc.one({ actor, input: params }));
  route(app, api.crear, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.actualizar, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
  route(app, api.historial, async ({ actor, params, reply }) => {
    return sendPdf(reply, `expediente-${params.expedienteId}.pdf`, await svc.historial({ actor, input: params }));
  });
  route(app, api.personas, ({ actor, query }) => svc.personas({ actor, input: query }));
}
