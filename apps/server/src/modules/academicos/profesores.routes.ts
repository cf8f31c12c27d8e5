import type { FastifyInstance } from 'fastify';
import { profesoresApi as api } from '@claustro/domain/academicos/profesor.contract';
import { route } from '../../platform/http/route.ts';
import { readUpload, sendFile } from '../../platform/files.ts';
import type { ProfesoresService } from './profesores.service.ts';

/** Professors (spec §7 "profesores"). */
export function profesoresRoutes(app: FastifyInstance, svc: ProfesoresService, filesDir: string) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.listado, () => svc.eligible());
  route(app, api.byCodigo, ({ actor, params }) => svc.byCodigo({ actor, input: { codigo: params.value } }));
  route(app, api.byDocumento, ({ actor, params }) => svc.byDocumento({ actor, input: { valor: params.value } }));
  route(app, api.byCarrera, ({ actor, params }) => svc.byCarrera({ actor, input: params }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.nextCode, ({ actor, params }) => svc.nextCode({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
  route(app, api.foto, async ({ actor, params, req }) => svc.setFoto({ actor, input: { ...params, data: (await readUpload(req)).data } }));
  route(app, api.firma, async ({ actor, params, req }) => svc.setFirma({ actor, input: { ...params, data: (await readUpload(req)).data } }));
  route(app, api.firmaArchivo, ({ params, reply }) => sendFile(reply, filesDir, 'firmas', params.name));
}
