import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id } from '../platform/schemas.ts';

/*
 * A student career's academic history (`/academicos/historico-de-notas`, grades by student): its
 * official grades period by period with each period's index and the accumulated one; and the
 * transcript (`/academicos/record-notas`) issued from it as a PDF carrying a verification code.
 */

export const historicoScreen = '/academicos/historico-de-notas';
export const recordScreen = '/academicos/record-notas';
export const notasPorEstudianteScreen = '/academicos/notas-por-estudiante';
/** Staff who read any student's history (a student reads their own). */
export const historialReaders = [historicoScreen, recordScreen, notasPorEstudianteScreen] as const;

/** A grade on the student's record, as the history lists it (and the rules read it: `NotaHistorial`). */
export const notaHistorial = z.object({
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignatura: z.string(),
  creditos: z.number(),
  nota: z.number().nullable(),
  literal: z.string(),
  calificacionLiteralId: z.number(),
  puntos: z.number(),
  aprueba: z.boolean(),
  /** Its letter is a withdrawal (the subject was left, not failed). */
  retirada: z.boolean(),
  /** An attempt the retake rule leaves out of the index (the subject was taken again). */
  sustituida: z.boolean(),
  califica: z.boolean(),
});

export const historialAcademico = z.object({
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  plan: z.string().nullable(),
  sede: z.string(),
  /** Credits of the plan, to read the credits earned against. */
  creditosPlan: z.number(),
  periodos: z.array(
    z.object({
      periodoAcademicoId: z.number(),
      periodo: z.string(),
      notas: z.array(notaHistorial),
      /** Credits earned; credits the index weighs (attempted) and their quality points. */
      creditos: z.number(),
      intentados: z.number(),
      puntos: z.number(),
      indice: z.number().nullable(),
      acumulado: z.number().nullable(),
    }),
  ),
  creditos: z.number(),
  intentados: z.number(),
  puntos: z.number(),
  indice: z.number().nullable(),
});
export type HistorialAcademico = z.output<typeof historialAcademico>;

const params = z.object({ estudianteCarreraId: id });

export const historialApi = {
  get: endpoint({
    summary: "A student career's official grades by period, with each period's index and the accumulated one (the student, or staff who read records)",
    method: 'GET',
    path: '/api/academicos/historico-de-notas/estudiante/:estudianteCarreraId',
    access: 'self',
    params,
    response: historialAcademico,
  }),
  record: endpoint({
    summary:
      "Issue a student career's transcript as a PDF with a verification code and QR (the issue is kept to verify it later): the student their own, staff holding the screen anyone's",
    method: 'POST',
    path: '/api/academicos/record-notas/estudiante/:estudianteCarreraId',
    access: 'self',
    params,
    response: fileResponse,
  }),
};
