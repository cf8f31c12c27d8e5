import type { FastifyInstance } from 'fastify';
import { asistenciaApi as api } from '@claustro/domain/calificaciones/asistencia.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { AsistenciaService } from './asistencia.service.ts';

/** Attendance: a section's day marked by its professor or staff; a student's own attendance and check-in. */
export function asistenciaRoutes(app: FastifyInstance, svc: AsistenciaService) {
  route(app, api.seccion, ({ actor, params }) => svc.seccion({ actor, input: params }));
  route(app, api.pdf, async ({ actor, params, reply }) => {
    const { seccion, pdf } = await svc.pdf({ actor, input: params });
    return sendPdf(reply, `asistencia-${seccion}.pdf`, pdf);
  });
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.save, ({ actor, params, body }) => svc.save({ actor, input: { ...params, ...body } }));
  route(app, api.propia, ({ actor }) => svc.propia({ actor, input: {} }));
  route(app, api.marcar, ({ actor, body }) => svc.marcar({ actor, input: body }));
}
