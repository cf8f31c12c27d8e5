import type { FastifyInstance } from 'fastify';
import { consultaApi as api } from '@claustro/domain/financieros/consulta.contract';
import { route } from '../../platform/http/route.ts';
import type { ConsultaService } from './consulta.service.ts';

/** Finance's look-ups for its forms. */
export function consultaRoutes(app: FastifyInstance, svc: ConsultaService) {
  route(app, api.sedesConCaja, () => svc.sedesConCaja());
  route(app, api.usuariosSede, ({ query }) => svc.usuariosSede(query.sedeId));
  route(app, api.cajasSede, ({ query }) => svc.cajasSede(query.sedeId));
  route(app, api.cajeroEnSede, ({ params }) => svc.cajeroEnSede(params.usuarioId, params.sedeId));
  route(app, api.precioServicio, ({ params }) => svc.precio(params));
}
