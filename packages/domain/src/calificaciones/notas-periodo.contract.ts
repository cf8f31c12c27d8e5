import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';

/*
 * `/estudiantes-calificaciones/NotasPeriodoActivo` (spec §7 estudiantes-calificaciones
 * `/estudiante/{e}/periodo-academico/{p}`): a student career's subjects in a period with their
 * grades. A grade shows once its section's sheet is submitted; before that the subject says it is
 * pending (a professor's draft is not a grade). The period's index counts the grades shown.
 */

export const notasPeriodoScreen = '/estudiantes-calificaciones/NotasPeriodoActivo';
/** Staff who read any student's grades (not the grade-entry screen: professors hold it). */
export const notasReaders = ['/academicos/notas-por-estudiante'] as const;

export const notaPeriodo = z.object({
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  creditos: z.number(),
  profesores: z.string(),
  /** The sheet is submitted: the grade below is final. */
  publicada: z.boolean(),
  nota: z.number().nullable(),
  literal: z.string().nullable(),
  supera: z.boolean().nullable(),
});
export type NotaPeriodo = z.output<typeof notaPeriodo>;

export const notasDelPeriodo = z.object({
  estudianteCarreraId: z.number(),
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  /** The period's index on the grades published (null while none counts). */
  indice: z.number().nullable(),
  notas: z.array(notaPeriodo),
});
export type NotasDelPeriodo = z.output<typeof notasDelPeriodo>;

export const notasPeriodoApi = {
  get: endpoint({
    summary: "A student career's subjects in a period with their grades, shown once each section's sheet is submitted, and the period's index",
    method: 'GET',
    path: '/api/academicos/estudiantes-calificaciones/estudiante/:estudianteCarreraId/periodo-academico/:periodoAcademicoId',
    access: 'self',
    params: z.object({ estudianteCarreraId: id, periodoAcademicoId: id }),
    response: notasDelPeriodo,
  }),
};
