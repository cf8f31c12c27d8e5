import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label } from '../platform/i18n.ts';
import { fileResponse, id, motivo } from '../platform/schemas.ts';
import { participacion } from './participantes.contract.ts';

/*
 * Continuing education's certificates (`/educacion-continuada/diplomas`): issued to participants who
 * meet what their course asks (`certificado.rules.ts`: seated, course ended, attendance, nothing owed,
 * documents), each a document whose verification code `/validacion-titulo` checks, printed on the
 * diplomas' layout; annulled with a reason, never deleted.
 */

export const diplomasEcScreen = '/educacion-continuada/diplomas';

export const emitirCertificadosIn = z.object({
  solicitudes: z.array(id).min(1).max(500),
});

export const certificadoLabels = {
  solicitudes: label('Participantes', 'Participants'),
  motivo: label('Motivo de la anulación', 'Reason for annulling'),
};

export const certificadoApi = {
  emitir: endpoint({
    summary:
      "Issues the certificates of these participations, all or none: each must meet its course's requirements (409 naming the participant and what is missing); each a document with its verification code",
    method: 'POST',
    path: '/api/educacion-continuada/diplomas',
    access: { screens: [diplomasEcScreen] },
    body: emitirCertificadosIn,
    labels: certificadoLabels,
    response: z.array(participacion),
    status: 201,
    errors: ['certificado_no_procede', 'certificado_emitido'],
  }),
  pdf: endpoint({
    summary: 'The standing certificates of these participations as one PDF, a page each, on the diplomas’ layout',
    method: 'GET',
    path: '/api/educacion-continuada/diplomas/pdf',
    access: { screens: [diplomasEcScreen] },
    query: z.object({ ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(id).min(1).max(500)) }),
    response: fileResponse,
    errors: ['not_found'],
  }),
  anular: endpoint({
    summary: 'Annuls a participation’s standing certificate with a reason (it then validates as annulled; a new one may be issued)',
    method: 'POST',
    path: '/api/educacion-continuada/diplomas/:solicitudInscripcionId/anular',
    access: { screens: [diplomasEcScreen] },
    params: z.object({ solicitudInscripcionId: id }),
    body: z.object({ motivo }),
    labels: certificadoLabels,
    response: participacion,
    errors: ['not_found'],
  }),
};
