import type { FastifyInstance } from 'fastify';
import { otorgadaApi, otorgadaLookups, tiposOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import { route } from '../../platform/http/route.ts';
import type { OtorgadaService } from './otorgada.service.ts';

/** `/academicos/convalidaciones`, `/academicos/exoneraciones` and `/academicos/colaciones`: the same service, each under its own screen. */
export function otorgadaRoutes(app: FastifyInstance, svc: OtorgadaService) {
  for (const tipo of tiposOtorgada) {
    const api = otorgadaApi[tipo];
    route(app, api.list, ({ params }) => svc.list(tipo, params.estudianteCarreraId));
    route(app, api.create, ({ actor, body }) => svc.create({ actor, input: { ...body, tipo } }));
    route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body, tipo } }));
    for (const lookup of Object.values(otorgadaLookups[tipo])) route(app, lookup, ({ params, query }) => svc.buscar(tipo, { ...(params ?? {}), ...query }));
  }
  route(app, otorgadaApi.exoneracion.fijar, async ({ actor, params, body }) => (await svc.fijarExoneraciones({ actor, input: { ...params, ...body } })).rows);
  route(app, otorgadaApi.convalidacion.porSolicitud, ({ params }) => svc.porSolicitud(params.solicitudAdmisionId));
}
