import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, isoDate, optId, optText, pageQuery, searchValue, text } from '../platform/schemas.ts';
import { timeOfDay } from '../platform/resource.ts';
import { busquedaEstudiante, estudianteHallado } from '../academicos/estudiante-hallado.ts';

/*
 * The academic and disciplinary council's agenda (spec §2 `/consejo-academico/agenda`; the spec shows
 * no API, these calls are ours): sessions with the members present and the points treated, each with
 * the decision taken — a disciplinary or academic point may concern a student. A session is closed
 * when every point has its decision; closed, it is the minutes (a PDF) and no longer changes.
 */

export const agendaScreen = '/consejo-academico/agenda';

export const tiposSesion = ['ordinaria', 'extraordinaria'] as const;
export const motivosPunto = ['academico', 'disciplinario', 'administrativo'] as const;
export const resultadosPunto = ['pendiente', 'aprobado', 'rechazado', 'aplazado'] as const;

export const tipoSesionLabels: Record<(typeof tiposSesion)[number], Label> = {
  ordinaria: label('Ordinaria', 'Ordinary'),
  extraordinaria: label('Extraordinaria', 'Extraordinary'),
};
export const motivoPuntoLabels: Record<(typeof motivosPunto)[number], Label> = {
  academico: label('Académico', 'Academic'),
  disciplinario: label('Disciplinario', 'Disciplinary'),
  administrativo: label('Administrativo', 'Administrative'),
};
export const resultadoPuntoLabels: Record<(typeof resultadosPunto)[number], Label> = {
  pendiente: label('Pendiente', 'Pending'),
  aprobado: label('Aprobado', 'Approved'),
  rechazado: label('Rechazado', 'Rejected'),
  aplazado: label('Aplazado', 'Deferred'),
};

export const sesionLabels: Record<string, Label> = {
  fecha: label('Fecha', 'Date'),
  hora: label('Hora', 'Time'),
  lugar: label('Lugar', 'Place'),
  tipo: label('Tipo de sesión', 'Kind of session'),
  asistentes: label('Integrantes presentes', 'Members present'),
  puntos: label('Puntos de la agenda', 'Agenda points'),
  asunto: label('Asunto', 'Matter'),
  motivo: label('Motivo', 'Reason'),
  estudianteId: label('Estudiante', 'Student'),
  decision: label('Decisión', 'Decision'),
  resultado: label('Resultado', 'Outcome'),
};

/** A point of the agenda: the matter, why it comes (academic, disciplinary…), the student it concerns if any, and what was decided. */
export const puntoIn = z.object({
  asunto: text(500),
  motivo: z.enum(motivosPunto),
  estudianteId: optId,
  decision: optText(2000),
  resultado: z.enum(resultadosPunto).default('pendiente'),
});
export type PuntoIn = z.output<typeof puntoIn>;

/** A session as it is written: when and where, its kind, who came, and its points in order. */
export const sesionIn = z.object({
  fecha: isoDate,
  hora: z.string().regex(timeOfDay),
  lugar: text(120),
  tipo: z.enum(tiposSesion),
  asistentes: z.array(id).max(60).default([]),
  puntos: z.array(puntoIn).min(1).max(60),
});
export type SesionIn = z.output<typeof sesionIn>;

export const puntoSesion = z.object({
  orden: z.number(),
  asunto: z.string(),
  motivo: z.enum(motivosPunto),
  estudianteId: z.number().nullable(),
  estudiante: z.string().nullable(),
  matricula: z.string().nullable(),
  decision: z.string().nullable(),
  resultado: z.enum(resultadosPunto),
});
export type PuntoSesion = z.output<typeof puntoSesion>;

/** What a session is, in the list and opened: when, where, its kind, whether closed. */
const cabeceraSesion = z.object({
  consejoSesionId: z.number(),
  fecha: z.string(),
  hora: z.string(),
  lugar: z.string(),
  tipo: z.enum(tiposSesion),
  cerrada: z.boolean(),
});

export const sesion = cabeceraSesion.extend({ asistentes: z.array(z.number()), puntos: z.array(puntoSesion) });
export type Sesion = z.output<typeof sesion>;

/** A session in the list: its points counted, the disciplinary ones apart. */
export const sesionFila = cabeceraSesion.extend({ puntos: z.number(), disciplinarios: z.number(), pendientes: z.number() });
export type SesionFila = z.output<typeof sesionFila>;

const staff = { access: { screens: [agendaScreen] } } as const;
const deSesion = z.object({ consejoSesionId: id });

export const agendaApi = {
  list: endpoint({
    summary: "The council's sessions, newest first; with a student, only the sessions that treated them",
    method: 'GET',
    path: '/api/consejo-academico/sesiones',
    ...staff,
    query: z.object({ value: searchValue, estudianteId: optId, ...pageQuery }),
    response: z.array(sesionFila),
    paged: true,
  }),
  one: endpoint({
    summary: 'A session: who came, its points and their decisions',
    method: 'GET',
    path: '/api/consejo-academico/sesiones/:consejoSesionId',
    ...staff,
    params: deSesion,
    response: sesion,
    errors: ['not_found'],
  }),
  create: endpoint({
    summary: 'Writes a session of the council with its agenda',
    method: 'POST',
    path: '/api/consejo-academico/sesiones',
    ...staff,
    labels: sesionLabels,
    body: sesionIn,
    response: sesion,
    status: 201,
  }),
  update: endpoint({
    summary: 'Corrects a session not yet closed: its details, who came, its points and decisions',
    method: 'PUT',
    path: '/api/consejo-academico/sesiones/:consejoSesionId',
    ...staff,
    labels: sesionLabels,
    params: deSesion,
    body: sesionIn,
    response: sesion,
    errors: ['not_found', 'sesion_cerrada'],
  }),
  cerrar: endpoint({
    summary: 'Closes a session whose points all have their decision and with members present: its minutes no longer change',
    method: 'POST',
    path: '/api/consejo-academico/sesiones/:consejoSesionId/cerrar',
    ...staff,
    params: deSesion,
    response: sesion,
    errors: ['not_found', 'sesion_cerrada', 'sesion_incompleta'],
  }),
  acta: endpoint({
    summary: "A session's minutes on the letterhead (PDF)",
    method: 'GET',
    path: '/api/consejo-academico/sesiones/:consejoSesionId/acta',
    ...staff,
    params: deSesion,
    response: z.instanceof(Uint8Array),
    errors: ['not_found'],
  }),
  estudiantes: endpoint({
    summary: 'Students by matrícula or name (ten at most), to link a point of the agenda to',
    method: 'GET',
    path: '/api/consejo-academico/estudiantes',
    ...staff,
    query: busquedaEstudiante,
    response: z.array(estudianteHallado),
  }),
};
