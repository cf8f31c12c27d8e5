import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, int, optText, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { amountOut } from '../platform/money.ts';
import { estadosSolicitud } from './solicitud-online.rules.ts';
import { problem } from '../messages/problems.ts';

/*
 * Online requests (`/estudiantes/academicos/solicitudes-online`): a student asks for a document — a
 * transcript, a certificate — and follows it; the registry processes it (`/solicitudes-online/admin`)
 * and the student is told of every step (hub and e-mail); `/solicitudes-online/estadosolicitud` finds
 * a student's requests with each one's history.
 *
 * What may be asked for is the institution's: its accounting services marked "requested online"
 * (`seCoPermiteSolicitudEnLinea`), each with its price and the days it takes. A request for one with a
 * price writes its fee (price × copies) on the student's account; the registry takes it once paid,
 * and an unpaid fee is annulled when the request is cancelled or rejected.
 */

export const solicitudPropiaScreen = '/estudiantes/academicos/solicitudes-online';
export const solicitudAdminScreen = '/solicitudes-online/admin';
export const solicitudEstadoScreen = '/solicitudes-online/estadosolicitud';

/** A document the student may ask for: a service requested online, with its prices and how long it takes. */
export const documentoSolicitable = z.object({
  servicioContableId: z.number(),
  descripcion: z.string(),
  /** Working days it takes to have it ready, when the institution says. */
  dias: z.number().nullable(),
  precios: z.array(z.object({ monedaPagoId: z.number(), moneda: z.string(), precio: amountOut })),
});
export type DocumentoSolicitable = z.output<typeof documentoSolicitable>;

export const solicitudLabels: Record<string, Label> = {
  estudianteCarreraId: label('Carrera', 'Career'),
  servicioContableId: label('Documento', 'Document'),
  documento: label('Documento', 'Document'),
  copias: label('Copias', 'Copies'),
  destinatario: label('Dirigido a', 'Addressed to'),
  observacion: label('Observación', 'Note'),
  estado: label('Estado', 'State'),
  nota: label('Nota para el estudiante', 'Note to the student'),
};

export const solicitudIn = z.object({
  estudianteCarreraId: id,
  servicioContableId: id,
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
  servicioContableId: z.number(),
  /** The document asked for (its service's name). */
  documento: z.string(),
  copias: z.number(),
  destinatario: z.string().nullable(),
  observacion: z.string().nullable(),
  estado: z.enum(estadosSolicitud),
  creadaEn: timestamp,
  /** The fee it wrote on the student's account (none: free, or filed before documents were charged). */
  cargoEstudianteId: z.number().nullable(),
  monto: amountOut.nullable(),
  moneda: z.string().nullable(),
  /** What is left to pay of the fee ('0.00': paid; null: no fee); an annulled fee is nothing to pay. */
  saldo: amountOut.nullable(),
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
  documentos: endpoint({
    summary: 'The documents a student may ask for online: the services marked so, active, with their prices and days to deliver',
    method: 'GET',
    path: '/api/estudiantes/solicitudes-online/documentos',
    access: 'self',
    response: z.array(documentoSolicitable),
  }),
  crear: endpoint({
    summary:
      "A student asks for a document for one of their careers (one open request of a kind at a time); a priced document writes its fee (price × copies, in the currency of the student's payment plan) on the account",
    method: 'POST',
    path: '/api/estudiantes/solicitudes-online',
    access: 'self',
    body: solicitudIn,
    response: solicitudOnline,
    status: 201,
    labels: solicitudLabels,
    errors: ['solicitud_abierta', 'servicio_sin_precio'],
  }),
  cancelar: endpoint({
    summary: 'The student cancels their request while nobody has taken it and nothing of its fee is paid; the fee is annulled',
    method: 'POST',
    path: '/api/estudiantes/solicitudes-online/:solicitudId/cancelar',
    access: 'self',
    params: z.object({ solicitudId: id }),
    response: solicitudOnline,
    errors: ['solicitud_estado', 'solicitud_pagada'],
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
    summary: 'Move a request on (taken once its fee is paid, ready, handed over) or reject it saying why (an unpaid fee is annulled); the student is told',
    method: 'POST',
    path: `${one}/estado`,
    access: { screens: [solicitudAdminScreen] },
    params: z.object({ solicitudId: id }),
    body: cambioIn,
    response: solicitudOnline,
    labels: solicitudLabels,
    errors: ['solicitud_estado', 'solicitud_sin_pagar'],
  }),
};
