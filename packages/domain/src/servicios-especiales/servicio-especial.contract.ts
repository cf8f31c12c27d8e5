import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { problem } from '../messages/problems.ts';
import { id, optDate, optPhone, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';
import { estadosServicio, pideNota } from './servicio-especial.rules.ts';

/*
 * Special services (spec §2: the public `/solicitud-servicios-especiales` and its office's
 * `/solicitud-servicios-especiales/admin`; the spec shows no API, these calls are ours): anyone asks
 * the institution for a service outside the academic offer — a hall, a laboratory analysis, advice,
 * training made to measure — without signing in (captcha, a limit per address) and gets a code to
 * follow it; the office moves it through its states, each change noted and mailed to the requester.
 */

export const servicioPublicoScreen = '/solicitud-servicios-especiales';
export const servicioAdminScreen = '/solicitud-servicios-especiales/admin';
export const servicioLimit = { perAddress: 5, windowMinutes: 60 };

export const tiposServicio = ['espacios', 'laboratorio', 'asesoria', 'capacitacion', 'documentos', 'otro'] as const;
export const tipoServicioLabels: Record<(typeof tiposServicio)[number], Label> = {
  espacios: label('Uso de espacios (aulas, auditorio, canchas)', 'Use of spaces (rooms, auditorium, courts)'),
  laboratorio: label('Análisis de laboratorio', 'Laboratory analysis'),
  asesoria: label('Asesoría o consultoría', 'Advice or consulting'),
  capacitacion: label('Capacitación a la medida', 'Training made to measure'),
  documentos: label('Traducción o certificación de documentos', 'Translation or certification of documents'),
  otro: label('Otro servicio', 'Another service'),
};
export const estadoServicioLabels: Record<(typeof estadosServicio)[number], Label> = {
  recibida: label('Recibida', 'Received'),
  en_revision: label('En revisión', 'Under review'),
  aprobada: label('Aprobada', 'Approved'),
  rechazada: label('Rechazada', 'Rejected'),
  completada: label('Completada', 'Completed'),
  cancelada: label('Cancelada', 'Cancelled'),
};

export const servicioLabels: Record<string, Label> = {
  tipo: label('Servicio', 'Service'),
  nombre: label('Nombre', 'Name'),
  organizacion: label('Empresa o institución', 'Company or institution'),
  email: label('Correo', 'E-mail'),
  telefono: label('Teléfono', 'Phone'),
  descripcion: label('¿Qué necesita?', 'What do you need?'),
  fechaDeseada: label('Fecha deseada', 'Wished date'),
  estado: label('Nuevo estado', 'New state'),
  nota: label('Nota para el solicitante', 'Note for the requester'),
};

export const servicioIn = z.object({
  tipo: z.enum(tiposServicio),
  nombre: text(150),
  organizacion: optText(150),
  email: z.email().max(150),
  telefono: optPhone,
  descripcion: z.string().trim().min(20, problem('descripcion_corta')).max(2000),
  fechaDeseada: optDate,
  token: z.string().max(4000).nullish(),
});
export type ServicioIn = z.output<typeof servicioIn>;

/** A change of state as the office makes it: where to, and the note the requester reads (required to reject or cancel). */
export const cambioIn = z
  .object({ estado: z.enum(estadosServicio), nota: optText(1000) })
  .refine((c) => !pideNota(c.estado) || !!c.nota, { path: ['nota'], message: problem('nota_requerida') });

export const pasoServicio = z.object({
  estado: z.enum(estadosServicio),
  nota: z.string().nullable(),
  en: timestamp,
  /** Who moved it (staff only; the public sees the office). */
  usuario: z.string().nullable(),
});

/** A request as its requester follows it: what, where it stands, and its course with the office's notes. */
export const servicioPublico = z.object({
  codigo: z.string(),
  tipo: z.enum(tiposServicio),
  nombre: z.string(),
  estado: z.enum(estadosServicio),
  creadaEn: timestamp,
  historial: z.array(pasoServicio.omit({ usuario: true })),
});
export type ServicioPublico = z.output<typeof servicioPublico>;

export const servicioFila = z.object({
  solicitudServicioId: z.number(),
  codigo: z.string(),
  tipo: z.enum(tiposServicio),
  nombre: z.string(),
  organizacion: z.string().nullable(),
  email: z.string(),
  telefono: z.string().nullable(),
  descripcion: z.string(),
  fechaDeseada: z.string().nullable(),
  estado: z.enum(estadosServicio),
  creadaEn: timestamp,
  actualizadaEn: timestamp,
});
export type ServicioFila = z.output<typeof servicioFila>;
export const servicioDetalle = servicioFila.extend({ historial: z.array(pasoServicio) });
export type ServicioDetalle = z.output<typeof servicioDetalle>;

const admin = { access: { screens: [servicioAdminScreen] } } as const;
const deSolicitud = z.object({ solicitudServicioId: id });

export const servicioApi = {
  pedir: endpoint({
    summary: 'Asks for a special service (public; captcha, a limit per address): answers its code to follow it, mailed too',
    method: 'POST',
    path: '/api/servicios-especiales',
    access: 'public',
    labels: servicioLabels,
    body: servicioIn,
    response: servicioPublico,
    status: 201,
    errors: ['too_many_attempts', 'captcha_failed'],
  }),
  consulta: endpoint({
    summary: 'A request by its code and e-mail, as its requester follows it (public; failures limited per address)',
    method: 'POST',
    path: '/api/servicios-especiales/consulta',
    access: 'public',
    body: z.object({ codigo: z.string().trim().min(1).max(20), email: z.email().max(150), token: z.string().max(4000).nullish() }),
    response: servicioPublico,
    errors: ['too_many_attempts', 'captcha_failed', 'servicio_no_encontrado'],
  }),
  list: endpoint({
    summary: 'Special-services requests, newest first, by state and kind, searched by name, e-mail, organisation or code',
    method: 'GET',
    path: '/api/servicios-especiales',
    ...admin,
    query: z.object({ value: searchValue, estado: z.enum(estadosServicio).optional(), tipo: z.enum(tiposServicio).optional(), ...pageQuery }),
    response: z.array(servicioFila),
    paged: true,
  }),
  one: endpoint({
    summary: 'A request with its course: each state, when, by whom, with its note',
    method: 'GET',
    path: '/api/servicios-especiales/:solicitudServicioId',
    ...admin,
    params: deSolicitud,
    response: servicioDetalle,
    errors: ['not_found'],
  }),
  cambiar: endpoint({
    summary: 'Moves a request to its next state with a note; the requester is mailed',
    method: 'POST',
    path: '/api/servicios-especiales/:solicitudServicioId/estado',
    ...admin,
    labels: servicioLabels,
    params: deSolicitud,
    body: cambioIn,
    response: servicioDetalle,
    errors: ['not_found', 'estado_no_permitido'],
  }),
};
