import type { FastifyInstance } from 'fastify';
import { personasApi as api } from '@claustro/domain/generales/persona.contract';
import { route } from '../../platform/http/route.ts';
import type { PersonasService } from './personas.service.ts';

/** `api/generales/personas` and person addresses (spec §7 "General"). */
export function personasRoutes(app: FastifyInstance, svc: PersonasService) {
  route(app, api.byDocument, ({ actor, body }) => svc.byDocument({ actor, input: { tipo: body.tipoDocumentoIdentificacionId, valor: body.doIdValor } }));
  route(app, api.byTypeAndDocument, ({ actor, params }) => svc.byDocument({ actor, input: { tipo: params.tipo, valor: params.docum } }));
  route(app, api.byNames, ({ actor, params }) => svc.byNames({ actor, input: params }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, body }) => svc.update({ actor, input: body }));
  route(app, api.direcciones, ({ actor, query }) => svc.direcciones({ actor, input: query }));
  route(app, api.direccion, ({ actor, params }) => svc.direccion({ actor, input: params }));
  route(app, api.createDireccion, ({ actor, body }) => svc.createDireccion({ actor, input: body }));
  route(app, api.updateDireccion, ({ actor, params, body }) => svc.updateDireccion({ actor, input: { ...body, ...params } }));
  route(app, api.deleteDireccion, ({ actor, params }) => svc.deleteDireccion({ actor, input: params }));
}
