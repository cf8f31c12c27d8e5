import type { FastifyInstance } from 'fastify';
import { reporteProyectosApi as api } from '@claustro/domain/investigacion/reporte-proyectos.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { ReporteProyectosService } from './reporte-proyectos.service.ts';

/** The research projects report's calls. */
export function reporteProyectosRoutes(app: FastifyInstance, svc: ReporteProyectosService) {
  route(app, api.reporte, ({ actor, query }) => svc.report({ actor, input: query }));
  route(app, api.pdf, async ({ actor, query, reply }) => sendPdf(reply, 'proyectos-investigacion.pdf', await svc.pdf({ actor, input: query })));
}
