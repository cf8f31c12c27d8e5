import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { planEstudio } from './plan-estudio.resource.ts';

/* Study plans beyond the catalogue: copying a plan into a new version, and the subjects of a plan. */

export const planAsignatura = z.object({
  asignaturaId: z.number(),
  asigCodigo: z.string(),
  asigDescripcion: z.string(),
  plDeCuatrimestre: z.number(),
  plDeCreditos: z.number().nullable(),
});

export const planesApi = {
  /** A new version keeps the old plan intact for the students who entered under it. */
  copia: endpoint({
    method: 'POST',
    path: '/api/academicos/planes-estudios/:planEstudioId/copia',
    access: { screens: [planEstudio.screen] },
    params: z.object({ planEstudioId: id }),
    response: z.object({ planEstudioId: z.number(), plEnVersion: z.number() }),
    status: 201,
  }),
  asignaturas: endpoint({
    method: 'GET',
    path: '/api/academicos/asignaturas/plan/:planEstudioId',
    access: 'staff',
    params: z.object({ planEstudioId: id }),
    response: z.array(planAsignatura),
  }),
};
