import type { FastifyInstance } from 'fastify';
import { cotizacionApi as api } from '@claustro/domain/financieros/cotizacion.contract';
import { route } from '../../platform/http/route.ts';
import type { CotizacionService } from './cotizacion.service.ts';
import type { CotizacionCursoService } from './cotizacion-curso.service.ts';
import { sendPdf } from '../../platform/pdf.ts';

/** `/financiero/cotizacion`: a term's price quote, and a company's quote for a course (also as a PDF). */
export function cotizacionRoutes(app: FastifyInstance, svc: CotizacionService, cursos: CotizacionCursoService) {
  route(app, api.cotizar, ({ actor, query }) => svc.cotizar({ actor, input: query }));
  route(app, api.cotizarCurso, ({ actor, query }) => cursos.cotizar({ actor, input: query }));
  route(app, api.cotizacionCursoPdf, async ({ actor, query, reply }) => sendPdf(reply, 'cotizacion-curso.pdf', await cursos.pdf({ actor, input: query })));
}
