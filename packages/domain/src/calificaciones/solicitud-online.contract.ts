import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, int, optText, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { estadosSolicitud } from './solicitud-online.rules.ts';
import { problem } from '../messages/problems.ts';

/*
 * Online requests (`/estudiantes/academicos/solicitudes-online`): a student asks for a document — a
 * transcript, a certificate — and follows it; the registry processes it (`/solicitudes-online/admin`)
 * and the student is told of every step (hub and e-mail); `/solicitudes-online/estadosolicitud` finds
 * a student's requests with each one's history.
 */

export const solicitudPropiaScreen = '/estudiantes/academicos/solicitudes-online';
export const solicitudAdminScreen = '/solicitudes-online/admin';
export const solicitudEstadoScreen = '/solicitudes-online/estadosolicitud';

/** What may be asked for online. */
export const documentosSolicitables = ['record_notas', 'constancia_estudios', 'certificacion_creditos', 'carta_egresado'] as const;
export type DocumentoSolicitable = (typeof documentosSolicitables)[number];

export const nombreDocumento: Record<DocumentoSolicitable, { es: string; en: string }> = {
  record_notas: { es: 'Récord de calificaciones', en: 'Academic transcript' },
  constancia_estudios: { es: 'Constancia de estudios', en: 'Certificate of enrolment' },
  certificacion_creditos: { es: 'Certificación de créditos', en: 'Certificate of credits' },
  carta_egresado: { es: 'Certificación de grado', en: 'Certificate of graduation' },
};

export const solicitudLabels: Record<string, Label> = {
  estudianteCarreraId: label('Carrera', 'Career'),
  documento: label('Documento', 'Document'),
  copias: label('Copias', 'Copies'),
  destinatario: label('Dirigido a', 'Addressed to'),
  observacion: label('Observación', 'Note'),
  estado: label('Estado', 'State'),
  nota: label('Nota para el estudiante', 'Note to the student'),
};

export const solicitudIn = z.object({
  estudianteCarreraId: id,
  documento: z.enum(documentosSolicitables),
  copias: int(1, 5).default(1),
  destinatario: optText(200),
  observacion: optText(500),
});
export type SolicitudIn = z.output<typeof solicitudIn>;

export const cambioIn = z.object({ estado: z.enum(estadosSolicitud), nota: optText(500) }).superRefine((b, ctx) => {
  if (b.estado === 'rechazada' && !b.nota)
    ctx.addIssue({
      code: 'custom',
      path: ['nota'],
      message: problem('rechazo_sin_motivo'),
    });
});
export type CambioIn = z.output<typeof cambioIn>;

const paso = z.object({ estado: z.enum(estadosSolicitud), nota: z.string().nullable(), usuario: z.string(), en: timestamp });

export const solicitudOnline = z.object({
  solicitudId: z.number(),
  numero: z.string(),
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  documento: z.enum(documentosSolicitables),
  copias: z.number(),
  destinatario: z.string().nullable(),
  observacion: z.string().nullable(),
  estado: z.enum(estadosSolicitud),
  creadaEn: timestamp,
  /** Every state it went through, oldest first. */
  historial: z.array(paso),
});
export type SolicitudOnline = z.output<typeof solicitudOnline>;

const one = '/api/solicitudes-online/:solicitudId';

export const solicitudApi = {
  propias: endpoint({
    summary: "The signed-in student's online requests, newest first, with their history",
    method: 'GET',
    path: '/api/estudiantes/solicitudes-online',
    access: 'self',
    response: z.array(solicitudOnline),
  }),
  crear: endpoint({
    summary: 'A student asks for a document for one of their careers (one open request of a kind at a time)',
    method: 'POST',
    path: '/api/estudiantes/solicitudes-online',
    access: 'self',
    body: solicitudIn,
    response: solicitudOnline,
    status: 201,
    labels: solicitudLabels,
    errors: ['solicitud_abierta'],
  }),
  cancelar: endpoint({
    summary: 'The student cancels their request while nobody has taken it',
    method: 'POST',
    path: '/api/estudiantes/solicitudes-online/:solicitudId/cancelar',
    access: 'self',
    params: z.object({ solicitudId: id }),
    response: solicitudOnline,
    errors: ['solicitud_estado'],
  }),
  list: endpoint({
    summary: 'Online requests for the registry, oldest waiting first, paged; by state; `value` searches the student or the number',
    method: 'GET',
    path: '/api/solicitudes-online',
    access: { screens: [solicitudAdminScreen, solicitudEstadoScreen] },
    query: z.object({ estado: z.enum(estadosSolicitud).optional(), value: searchValue, ...pageQuery }),
    response: z.array(solicitudOnline),
    paged: true,
  }),
  cambiar: endpoint({
    summary: 'Move a request on (taken, ready, handed over) or reject it saying why; the student is told',
    method: 'POST',
    path: `${one}/estado`,
    access: { screens: [solicitudAdminScreen] },
    params: z.object({ solicitudId: id }),
    body: cambioIn,
    response: solicitudOnline,
    labels: solicitudLabels,
    errors: ['solicitud_estado'],
  }),
};
