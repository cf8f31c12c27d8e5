import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, ids, optText, text, timestamp } from '../platform/schemas.ts';

/* The user's inbox (spec §7 "Session and shell"), sends to many users, and the hub's ticket. */

export const mensajesScreen = '/administracion-sistema/mensajes';

export const mensajeLabels: Record<string, Label> = {
  mensaje: label('Mensaje', 'Message'),
  asunto: label('Asunto', 'Subject'),
  usuarios: label('Usuarios', 'Users'),
  roles: label('Roles', 'Roles'),
  sedes: label('Recintos', 'Campuses'),
};

/** What is sent: the text, an optional subject, and whether e-mail copies go out too. */
export const mensajeIn = z.object({ mensaje: text(4000), asunto: optText(200), correo: z.boolean().default(false) });
export type MensajeIn = z.output<typeof mensajeIn>;

/** How far a send has got: recipients, and its e-mail copies queued, sent and failed. */
export const progreso = z.object({
  envioId: z.number(),
  total: z.number(),
  correo: z.boolean(),
  correosEnCola: z.number(),
  correosEnviados: z.number(),
  correosFallidos: z.number(),
});
export type Progreso = z.output<typeof progreso>;

/** One notification of the inbox (spec §3): sender, text, date, sender's photo and names. */
export const notificacion = z.object({
  usuarioMensajeId: z.number(),
  usuario: z.string(),
  usMeMensaje: z.string(),
  usMeFechaCreacion: timestamp,
  persFoto: z.string().nullable(),
  nombres: z.string(),
  apellidos: z.string(),
  leido: z.boolean(),
});
export type Notificacion = z.output<typeof notificacion>;

export const avisoVigente = z.object({ mensajeSistemaId: z.number(), meSiTitulo: z.string(), meSiMensaje: z.string() });

export const mensajesApi = {
  total: endpoint({
    summary: 'How many unread messages the user has',
    method: 'GET',
    path: '/api/seguridad/usuario-mensajes/total',
    access: 'self',
    response: z.number(),
  }),
  bandeja: endpoint({
    summary: "The user's latest messages",
    method: 'GET',
    path: '/api/seguridad/usuario-mensajes/mensajes',
    access: 'self',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    response: z.array(notificacion),
  }),
  leido: endpoint({
    summary: 'Mark a message read',
    method: 'PUT',
    path: '/api/seguridad/usuario-mensajes/:usuarioMensajeId/leido',
    access: 'self',
    params: z.object({ usuarioMensajeId: id }),
    response: z.null(),
    status: 204,
  }),
  leidos: endpoint({
    summary: 'Mark every message read',
    method: 'PUT',
    path: '/api/seguridad/usuario-mensajes/leidos',
    access: 'self',
    response: z.null(),
    status: 204,
  }),
  enviar: endpoint({
    summary: 'Send a message to users',
    method: 'POST',
    path: '/api/administracion-sistema/mensajes',
    access: { screens: [mensajesScreen] },
    labels: mensajeLabels,
    body: mensajeIn.extend({ usuarios: ids, roles: ids, sedes: ids }),
    response: progreso,
    status: 201,
  }),
  envio: endpoint({
    summary: 'How a sending went',
    method: 'GET',
    path: '/api/administracion-sistema/mensajes/envios/:envioId',
    access: { screens: [mensajesScreen] },
    params: z.object({ envioId: id }),
    response: progreso,
  }),
  /** System notices in force today, for everyone signed in (shown in the shell). */
  vigentes: endpoint({
    summary: 'System notices in force',
    method: 'GET',
    path: '/api/administracion-sistema/mensajes-sistema/vigentes',
    access: 'self',
    response: z.array(avisoVigente),
  }),
  /** A short-lived ticket that opens the hub's WebSocket (a browser cannot send headers there). */
  ticket: endpoint({
    summary: 'A ticket to open the live messages connection',
    method: 'POST',
    path: '/api/seguridad/usuario-mensajes/ticket',
    access: 'self',
    response: z.object({ ticket: z.string() }),
  }),
};
