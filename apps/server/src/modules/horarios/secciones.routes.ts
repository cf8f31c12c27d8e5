import type { FastifyInstance } from 'fastify';
import { horarioProfesorSheet, seccionesApi as api } from '@claustro/domain/horarios/seccion-horario.contract';
import { semanaFilas } from '@claustro/domain/horarios/semana-items';
import { route, sendSheet } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { SeccionesService } from './secciones.service.ts';

/** Sections and their meetings (spec §7 secciones-horarios). */
export function seccionesRoutes(app: FastifyInstance, svc: SeccionesService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.ocupacionAulas, ({ actor, query }) => svc.occupation({ actor, input: query }));
  route(app, api.byPeriodoAsignatura, ({ actor, params }) => svc.byPeriodo({ actor, input: params }));
  route(app, api.byPeriodo, ({ actor, params }) => svc.byPeriodo({ actor, input: params }));
  route(app, api.byProfesor, ({ actor, params }) => svc.byProfesor({ actor, input: params }));
  route(app, api.reportePdf, async ({ actor, query, reply }) =>
    sendPdf(reply, `secciones-${query.periodoAcademicoId}.pdf`, await svc.reportePdf({ actor, input: query })),
  );
  route(app, api.byProfesorPdf, async ({ actor, params, reply }) =>
    sendPdf(reply, `horario-profesor-${params.profesorId}-${params.periodoAcademicoId}.pdf`, await svc.byProfesorPdf({ actor, input: params })),
  );
  route(app, api.byProfesorXlsx, async ({ actor, params, reply }) =>
    sendSheet(reply, horarioProfesorSheet, semanaFilas(await svc.byProfesor({ actor, input: params })), actor.lang),
  );
  route(app, api.propias, ({ actor, params }) => svc.propias({ actor, input: params }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
}
