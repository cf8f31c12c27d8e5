import type { FastifyInstance } from 'fastify';
import { carnetApi as api } from '@claustro/domain/generales/carnet.contract';
import { route } from '../../platform/http/route.ts';
import { sendPdf } from '../../platform/pdf.ts';
import type { CarnetService } from './carnet.service.ts';

/** `/generales/generar-carnet`: the card as a PDF shown in the browser. */
export function carnetRoutes(app: FastifyInstance, svc: CarnetService) {
  route(app, api.pdf, async ({ actor, params, reply }) => {
    const { pdf, fileName } = await svc.card({ actor, input: params });
    return sendPdf(reply, fileName, pdf);
  });
}
