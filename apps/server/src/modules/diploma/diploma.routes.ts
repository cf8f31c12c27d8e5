import type { FastifyInstance } from 'fastify';
import { diplomaApi as api } from '@claustro/domain/diploma/diploma.contract';
import { route } from '../../platform/http/route.ts';
import { readUpload, sendFile } from '../../platform/files.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { DiplomaService } from './diploma.service.ts';

/** Diplomas: signature images, the shared layout and its sample, the diplomas issued, their PDFs and annulment. */
export function diplomaRoutes(app: FastifyInstance, svc: DiplomaService, filesDir: string) {
  const origin = (r: { request: { protocol: string; host: string } }) => `${r.request.protocol}://${r.request.host}`;
  route(app, api.firmas, () => svc.firmas());
  route(app, api.subirFirma, async ({ actor, params, req }) => svc.subirFirma({ actor, input: { ...params, data: (await readUpload(req)).data } }));
  route(app, api.quitarFirma, ({ actor, params }) => svc.quitarFirma({ actor, input: params }));
  route(app, api.imagen, ({ params, reply }) => sendFile(reply, filesDir, 'diplomas', params.name));
  route(app, api.configuracion, () => svc.configuracion());
  route(app, api.guardarConfiguracion, ({ actor, body }) => svc.guardarConfiguracion({ actor, input: body }));
  route(app, api.subirSello, async ({ actor, req }) => svc.ponerSello({ actor, input: { data: (await readUpload(req)).data } }));
  route(app, api.quitarSello, ({ actor }) => svc.ponerSello({ actor, input: { data: null } }));
  route(app, api.muestra, async ({ actor, query, reply }) =>
    sendPdf(reply, 'diploma-muestra.pdf', await svc.muestra({ actor, input: query, origin: origin(reply) })),
  );
  route(app, api.list, ({ actor, query }) => svc.list({ actor, input: query }));
  route(app, api.emitir, ({ actor, body }) => svc.emitir({ actor, input: body }));
  route(app, api.pdf, async ({ actor, query, reply }) => sendPdf(reply, 'diplomas.pdf', await svc.pdf({ actor, input: query, origin: origin(reply) })));
  route(app, api.estudiantes, ({ actor, query }) => svc.estudiantes({ actor, input: query }));
  route(app, api.anular, ({ actor, params, body }) => svc.anular({ actor, input: { ...params, ...body } }));
}
