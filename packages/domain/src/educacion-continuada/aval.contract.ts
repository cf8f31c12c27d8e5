import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label, type Label } from '../platform/i18n.ts';
import { problem } from '../messages/problems.ts';
import { id, int, isoDate, optPhone, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';
import { avalPideNota, estadosAval } from './aval.rules.ts';

/*
 * Academic endorsements (spec §2 Continuing education: `solicitudesAval`, `solicitudesAvalProcesar`,
 * `avalAcademico`, `retirar-solicitud-aval`; the spec shows no API, these calls are ours): an
 * organisation asks that a course or event of theirs carry the institution's academic endorsement.
 * Staff register the request, the office reviews and approves (numbering it) or rejects it, an
 * undecided request or a granted endorsement may be withdrawn; each step is kept with who took it, when
 * and why.
 */

export const solicitudesAvalScreen = '/educacion-continuada/solicitudesAval';
export const procesarAvalScreen = '/educacion-continuada/solicitudesAvalProcesar';
export const avalAcademicoScreen = '/educacion-continuada/avalAcademico';
export const retirarAvalScreen = '/educacion-continuada/retirar-solicitud-aval';
const todas = [solicitudesAvalScreen, procesarAvalScreen, avalAcademicoScreen, retirarAvalScreen];

export const estadoAvalLabels: Record<(typeof estadosAval)[number], Label> = {
  recibida: label('Recibida', 'Received'),
  en_revision: label('En revisión', 'Under review'),
  aprobada: label('Aprobada', 'Approved'),
  rechazada: label('Rechazada', 'Rejected'),
  retirada: label('Retirada', 'Withdrawn'),
};

export const avalLabels = {
  organizacion: label('Organización solicitante', 'Requesting organisation'),
  rnc: label('RNC', 'Tax ID (RNC)'),
  contacto: label('Persona de contacto', 'Contact person'),
  email: label('Correo', 'E-mail'),
  telefono: label('Teléfono', 'Phone'),
  titulo: label('Curso o evento', 'Course or event'),
  descripcion: label('Descripción y programa', 'Description and programme'),
  horas: label('Horas', 'Hours'),
  fechaInicio: label('Inicio', 'Starts'),
  fechaFin: label('Fin', 'Ends'),
  participantes: label('Participantes previstos', 'Expected participants'),
  estado: label('Nuevo estado', 'New state'),
  nota: label('Nota', 'Note'),
};

export const avalIn = z
  .object({
    organizacion: text(200),
    rnc: z
      .string()
      .trim()
      .regex(/^\d{9}(\d{2})?$/, problem('rnc_formato'))
      .nullish()
      .transform((v) => v || null),
    contacto: text(150),
    email: z.email().max(150),
    telefono: optPhone,
    titulo: text(200),
    descripcion: z.string().trim().min(20, problem('descripcion_corta')).max(2000),
    horas: int(1, 2000),
    fechaInicio: isoDate,
    fechaFin: isoDate,
    participantes: int(1, 10000),
  })
  .refine((v) => v.fechaFin >= v.fechaInicio, { path: ['fechaFin'], message: problem('fechas_invertidas') });
export type AvalIn = z.output<typeof avalIn>;

/** A decision of the office: where to (review, approve, reject) and why (a rejection says it). */
export const decisionAvalIn = z
  .object({ estado: z.enum(['en_revision', 'aprobada', 'rechazada']), nota: optText(1000) })
  .refine((c) => !avalPideNota(c.estado) || !!c.nota, { path: ['nota'], message: problem('nota_requerida') });
export const retiroAvalIn = z.object({ nota: z.string().trim().min(10, problem('motivo_corto')).max(1000) });

export const pasoAval = z.object({ estado: z.enum(estadosAval), nota: z.string().nullable(), usuario: z.string(), en: timestamp });

export const avalFila = z.object({
  solicitudAvalId: z.number(),
  numero: z.string().nullable(),
  organizacion: z.string(),
  rnc: z.string().nullable(),
  contacto: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  titulo: z.string(),
  descripcion: z.string(),
  horas: z.number(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  participantes: z.number(),
  estado: z.enum(estadosAval),
  creadaEn: timestamp,
  actualizadaEn: timestamp,
});
export type AvalFila = z.output<typeof avalFila>;
export const avalDetalle = avalFila.extend({ historial: z.array(pasoAval) });
export type AvalDetalle = z.output<typeof avalDetalle>;

const deAval = z.object({ solicitudAvalId: id });

export const avalApi = {
  list: endpoint({
    summary: 'Academic-endorsement requests, newest first, by state, searched by organisation, RNC, course, contact or number',
    method: 'GET',
    path: '/api/educacion-continuada/solicitudes-aval',
    access: { screens: todas },
    query: z.object({ value: searchValue, estado: z.enum(estadosAval).optional(), ...pageQuery }),
    response: z.array(avalFila),
    paged: true,
  }),
  one: endpoint({
    summary: 'An endorsement request with each step: state, note, who, when',
    method: 'GET',
    path: '/api/educacion-continuada/solicitudes-aval/:solicitudAvalId',
    access: { screens: todas },
    params: deAval,
    response: avalDetalle,
    errors: ['not_found'],
  }),
  crear: endpoint({
    summary: "Registers an organisation's request for the institution's academic endorsement of a course or event; received",
    method: 'POST',
    path: '/api/educacion-continuada/solicitudes-aval',
    access: { screens: [solicitudesAvalScreen] },
    labels: avalLabels,
    body: avalIn,
    response: avalDetalle,
    status: 201,
  }),
  decidir: endpoint({
    summary: 'Moves a request to review, approves it (numbered AVAL-year-n) or rejects it with a note; audited',
    method: 'POST',
    path: '/api/educacion-continuada/solicitudes-aval/:solicitudAvalId/estado',
    access: { screens: [procesarAvalScreen] },
    labels: avalLabels,
    params: deAval,
    body: decisionAvalIn,
    response: avalDetalle,
    errors: ['not_found', 'estado_no_permitido'],
  }),
  retirar: endpoint({
    summary: 'Withdraws an undecided request or a granted endorsement, with why; audited',
    method: 'POST',
    path: '/api/educacion-continuada/solicitudes-aval/:solicitudAvalId/retiro',
    access: { screens: [retirarAvalScreen] },
    labels: avalLabels,
    params: deAval,
    body: retiroAvalIn,
    response: avalDetalle,
    errors: ['not_found', 'estado_no_permitido'],
  }),
};
