import type { FastifyInstance } from 'fastify';
import { estudianteDocumentosApi as api } from '@claustro/domain/academicos/estudiante-documento.contract';
import { readUpload, sendFile } from '../../platform/files.ts';
import { route } from '../../platform/http/route.ts';
import type { EstudiantesDocumentosService } from './estudiantes-documentos.service.ts';

/** A student career's documents: the list, marking one delivered, a scan, and opening a scan. */
export function estudiantesDocumentosRoutes(app: FastifyInstance, svc: EstudiantesDocumentosService, filesDir: string) {
  route(app, api.list, ({ actor, params }) => svc.list({ actor, input: params }));
  route(app, api.marcar, ({ actor, params, body }) => svc.mark({ actor, input: { ...params, ...body } }));
  // The upload is read only once the user is known to see the student.
  route(app, api.archivo, ({ actor, params, req }) => svc.attach({ actor, input: { ...params, data: async () => (await readUpload(req)).data } }));
  route(app, api.verArchivo, async ({ actor, params, reply }) => {
    await svc.mayOpen({ actor, input: params });
    return sendFile(reply, filesDir, 'documentos', params.name);
  });
}
