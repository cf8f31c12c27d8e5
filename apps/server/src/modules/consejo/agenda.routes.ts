import type { FastifyInstance } from 'fastify';
import { agendaApi as api } from '@claustro/domain/consejo/agenda.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { AgendaService } from './agenda.service.ts';

/** The council's agenda: sessions, their closing and minutes, and the students a point may concern. */
export function agendaRoutes(app: FastifyInstance, svc: AgendaService) {
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.one, ({ actor, params }) => svc.one({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
  route(app, api.cerrar, ({ actor, params }) => svc.cerrar({ actor, input: params }));
  route(app, api.acta, async ({ actor, params, reply }) =>
    sendPdf(reply, `acta-consejo-${params.consejoSesionId}.pdf`, await svc.acta({ actor, input: params })),
  );
  route(app, api.estudiantes, ({ actor, query }) => svc.estudiantes({ actor, input: query }));
}
