import type { FastifyInstance } from 'fastify';
import { planesApi as api } from '@claustro/domain/academicos/plan.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { PlanesService } from './planes.service.ts';

/** Study plans beyond the catalogue: copy into a new version, the subjects of a plan, the plan to read and print. */
export function planesRoutes(app: FastifyInstance, svc: PlanesService) {
  route(app, api.copia, ({ actor, params }) => svc.copy({ actor, input: params }));
  route(app, api.asignaturas, ({ actor, params }) => svc.subjects({ actor, input: params }));
  route(app, api.lectura, ({ actor, params }) => svc.lectura({ actor, input: params }));
  route(app, api.pdf, async ({ actor, params, reply }) => sendPdf(reply, `plan-${params.planEstudioId}.pdf`, await svc.pdf({ actor, input: params })));
}
