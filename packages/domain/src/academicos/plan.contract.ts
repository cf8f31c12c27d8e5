import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id } from '../platform/schemas.ts';
import { planEstudio } from './plan-estudio.resource.ts';

/* Study plans beyond the catalogue: copying a plan into a new version, and the subjects of a plan. */

export const planAsignatura = z.object({
  asignaturaId: z.number(),
  asigCodigo: z.string(),
  asigDescripcion: z.string(),
  plDeCuatrimestre: z.number(),
  plDeCreditos: z.number().nullable(),
});

/** A subject as the plan's read view shows it; requisites are ids of other subjects of the plan. */
export const planLecturaAsignatura = z.object({
  asignaturaId: z.number(),
  codigo: z.string(),
  nombre: z.string(),
  creditos: z.number(),
  horasTeoricas: z.number(),
  horasPracticas: z.number(),
  cuatrimestre: z.number(),
  tipo: z.string().nullable(),
  prerrequisitos: z.array(z.number()),
  correquisitos: z.array(z.number()),
});

/** A study plan to read (and print): what the plan is, and its subjects (grouped by term with `planByTerm`). */
export const planLectura = z.object({
  plan: z.object({
    planEstudioId: z.number(),
    descripcion: z.string(),
    carrera: z.string(),
    escuela: z.string().nullable(),
    version: z.number(),
    vigente: z.boolean(),
    fechaInicio: z.string().nullable(),
    fechaFin: z.string().nullable(),
    tituloMasculino: z.string().nullable(),
    tituloFemenino: z.string().nullable(),
    resolucion: z.string().nullable(),
    creditosMaximos: z.number().nullable(),
  }),
  asignaturas: z.array(planLecturaAsignatura),
});
export type PlanLectura = z.output<typeof planLectura>;

export const planesApi = {
  /** A new version keeps the old plan intact for the students who entered under it. */
  copia: endpoint({
    summary: 'Copy a study plan into a new version',
    method: 'POST',
    path: '/api/academicos/planes-estudios/:planEstudioId/copia',
    access: { screens: [planEstudio.screen] },
    params: z.object({ planEstudioId: id }),
    response: z.object({ planEstudioId: z.number(), plEnVersion: z.number() }),
    status: 201,
  }),
  asignaturas: endpoint({
    summary: 'The subjects of a study plan',
    method: 'GET',
    path: '/api/academicos/asignaturas/plan/:planEstudioId',
    access: 'staff',
    params: z.object({ planEstudioId: id }),
    response: z.array(planAsignatura),
  }),
  /** The plan as a registrar reads it: every staff user may (plans are the institution's offer). */
  lectura: endpoint({
    summary: 'A study plan to read: its subjects with hours and requisites',
    method: 'GET',
    path: '/api/academicos/planes-estudios/:planEstudioId/lectura',
    access: 'staff',
    params: z.object({ planEstudioId: id }),
    response: planLectura,
  }),
  /** The same, printable: terms in order with their subjects, requisites and totals. */
  pdf: endpoint({
    summary: 'A study plan as a PDF',
    method: 'GET',
    path: '/api/academicos/planes-estudios/:planEstudioId/pdf',
    access: 'staff',
    params: z.object({ planEstudioId: id }),
    response: fileResponse,
  }),
};
