import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, optDate, optId, pageQuery, text, timestamp } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * `/financieros/estudiante-autorizacion-inscripcion`: leave for a student with a past-due balance to
 * register anyway — for one term, until a date, or for good — with why. Registration asks whether
 * one is in force before it holds a student for their balance.
 */

export const autorizacionScreen = '/financieros/estudiante-autorizacion-inscripcion';

export const autorizacionLabels: Record<string, Label> = {
  estudianteId: label('Estudiante', 'Student'),
  periodoAcademicoId: label('Período', 'Term'),
  autorizacionPermanente: label('Permanente', 'Permanent'),
  fechaVigenciaHasta: label('Vigente hasta', 'Valid until'),
  comentarios: label('Motivo', 'Reason'),
  estatus: label('Activa', 'Active'),
};

export const autorizacionIn = z
  .object({
    estudianteId: id,
    periodoAcademicoId: optId,
    autorizacionPermanente: z.boolean().default(false),
    fechaVigenciaHasta: optDate,
    comentarios: text(500),
    estatus: z.boolean().default(true),
  })
  .refine((a) => a.autorizacionPermanente || a.fechaVigenciaHasta || a.periodoAcademicoId, {
    path: ['fechaVigenciaHasta'],
    message: problem('vigencia_requerida'),
  });
export type AutorizacionIn = z.output<typeof autorizacionIn>;

export const autorizacion = z.object({
  estudianteAutorizacionInscripcionId: z.number(),
  estudianteId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  periodoAcademicoId: z.number().nullable(),
  periodo: z.string().nullable(),
  autorizacionPermanente: z.boolean(),
  fechaVigenciaHasta: z.string().nullable(),
  comentarios: z.string(),
  usuario: z.string(),
  estatus: z.boolean(),
  /** In force today (active, and permanent or not past its date). */
  vigente: z.boolean(),
  creadoEn: timestamp,
});
export type Autorizacion = z.output<typeof autorizacion>;

const base = '/api/financieros/estudiante-autorizacion-inscripcion';
const on = { access: { screens: [autorizacionScreen] }, labels: autorizacionLabels } as const;
const porValor = z.object({ v: z.string().trim().min(1).max(120) });

export const autorizacionApi = {
  list: endpoint({
    summary: 'Enrolment authorisations, newest first, paged',
    method: 'GET',
    path: base,
    ...on,
    query: z.object(pageQuery),
    response: z.array(autorizacion),
    paged: true,
  }),
  get: endpoint({
    summary: 'An enrolment authorisation',
    method: 'GET',
    path: `${base}/:id`,
    ...on,
    params: z.object({ id }),
    response: autorizacion,
  }),
  create: endpoint({
    summary: 'Authorise a student with a past-due balance to register: for a term, until a date, or for good, with the reason',
    method: 'POST',
    path: base,
    ...on,
    body: autorizacionIn,
    response: autorizacion,
    status: 201,
  }),
  update: endpoint({
    summary: 'Change or withdraw an enrolment authorisation',
    method: 'PUT',
    path: `${base}/:id`,
    ...on,
    params: z.object({ id }),
    body: autorizacionIn,
    response: autorizacion,
  }),
  porMatricula: endpoint({
    summary: "A student's enrolment authorisations, by matrícula (part of it finds it), newest first",
    method: 'GET',
    path: `${base}/matricula/:v`,
    ...on,
    params: porValor,
    query: z.object(pageQuery),
    response: z.array(autorizacion),
    paged: true,
  }),
  porNombres: endpoint({
    summary: 'Enrolment authorisations of students by name (accents and case aside), newest first',
    method: 'GET',
    path: `${base}/nombres/:v`,
    ...on,
    params: porValor,
    query: z.object(pageQuery),
    response: z.array(autorizacion),
    paged: true,
  }),
};
