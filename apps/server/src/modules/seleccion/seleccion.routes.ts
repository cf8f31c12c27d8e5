import type { FastifyInstance } from 'fastify';
import { horarioSheet, seleccionApi as api } from '@claustro/domain/seleccion/seleccion.contract';
import { semanaFilas } from '@claustro/domain/horarios/semana-items';
import { route, sendSheet } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { SeleccionService } from './seleccion.service.ts';

/** A student's selection of sections (spec §2 Selection). */
export function seleccionRoutes(app: FastifyInstance, svc: SeleccionService) {
  route(app, api.propia, ({ actor }) => svc.propia({ actor, input: null }));
  route(app, api.turno, ({ actor }) => svc.turno({ actor, input: null }));
  route(app, api.salirTurno, ({ actor }) => svc.salirTurno({ actor, input: null }));
  route(app, api.oferta, ({ actor, params, query }) => svc.oferta({ actor, input: { ...params, todasLasSedes: !!query.todasLasSedes } }));
  route(app, api.requisitos, ({ actor, params }) => svc.requisitos({ actor, input: params }));
  route(app, api.listaEspera, ({ actor, params }) => svc.listaEspera({ actor, input: params }));
  route(app, api.retenciones, ({ actor, params }) => svc.retenciones({ actor, input: params }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.horarioPdf, async ({ actor, params, reply }) =>
    sendPdf(reply, `horario-${params.estudianteCarreraId}-${params.periodoAcademicoId}.pdf`, await svc.horarioPdf({ actor, input: params })),
  );
  route(app, api.horarioXlsx, async ({ actor, params, reply }) =>
    sendSheet(reply, horarioSheet, semanaFilas(await svc.horario({ actor, input: params })), actor.lang),
  );
  route(app, api.add, ({ actor, params, body }) => svc.add({ actor, input: { ...params, ...body } }));
  route(app, api.drop, ({ actor, params }) => svc.drop({ actor, input: params }));
  route(app, api.cambiar, ({ actor, params, body }) => svc.cambiar({ actor, input: { ...params, ...body } }));
  route(app, api.esperar, ({ actor, params, body }) => svc.esperar({ actor, input: { ...params, ...body } }));
  route(app, api.hoja, ({ actor, params, body }) => svc.hoja({ actor, input: { ...params, ...body } }));
  route(app, api.horarioCorreo, ({ actor, params }) => svc.horarioCorreo({ actor, input: params }));
  route(app, api.confirmar, ({ actor, params }) => svc.confirmar({ actor, input: params }));
  route(app, api.bloque, ({ actor, params, body }) => svc.bloque({ actor, input: { ...params, ...body } }));
  route(app, api.grupo, ({ actor, body }) => svc.grupo({ actor, input: body }));
  route(app, api.salirEspera, ({ actor, params }) => svc.salirEspera({ actor, input: params }));
}
