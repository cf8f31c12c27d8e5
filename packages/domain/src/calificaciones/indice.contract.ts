import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id, timestamp } from '../platform/schemas.ts';

/*
 * `/academicos/calculo-indice-academico`: the academic index (per period and accumulated) calculated
 * from the official grades, and each student career's academic standing set from it (a change
 * recorded as such). For one student at once; for the whole institution (`/all`) as a background job
 * whose progress the screen shows. A calculation over an unchanged record changes nothing.
 */

export const calculoIndiceScreen = '/academicos/calculo-indice-academico';
export const calculoIndiceTodosScreen = '/academicos/calculo-indice-academico/all';

export const calculo = z.object({
  id: z.number(),
  estado: z.enum(['pendiente', 'en_curso', 'hecho', 'fallido']),
  total: z.number(),
  procesados: z.number(),
  /** Period rows written or changed. */
  actualizados: z.number(),
  /** Academic standings changed. */
  condiciones: z.number(),
  iniciadoPor: z.string(),
  creadoEn: timestamp,
  terminadoEn: timestamp.nullable(),
  error: z.string().nullable(),
});
export type Calculo = z.output<typeof calculo>;

export const indiceEstudiante = z.object({
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  periodos: z.array(
    z.object({
      periodoAcademicoId: z.number(),
      periodo: z.string(),
      creditosCursados: z.number(),
      creditosAprobados: z.number(),
      indice: z.number().nullable(),
      indiceAcumulado: z.number().nullable(),
    }),
  ),
  /** The academic standing before and after the calculation. */
  condicionAntes: z.string().nullable(),
  condicion: z.string().nullable(),
  /** The honour the accumulated index would earn at graduation, if any. */
  honor: z.string().nullable(),
  actualizados: z.number(),
});
export type IndiceEstudiante = z.output<typeof indiceEstudiante>;

export const indiceApi = {
  estudiante: endpoint({
    summary: "Calculate one student career's index per period and accumulated, and set its academic standing from it",
    method: 'POST',
    path: '/api/academicos/calculo-indice-academico/estudiante/:estudianteCarreraId',
    access: { screens: [calculoIndiceScreen, calculoIndiceTodosScreen] },
    params: z.object({ estudianteCarreraId: id }),
    response: indiceEstudiante,
  }),
  iniciar: endpoint({
    summary: 'Start the calculation of the index for the whole institution, as a background job (one at a time)',
    method: 'POST',
    path: '/api/academicos/calculo-indice-academico/all',
    access: { screens: [calculoIndiceTodosScreen] },
    response: calculo,
    status: 201,
    errors: ['calculo_en_curso'],
  }),
  calculos: endpoint({
    summary: "The institution's latest index calculations, newest first, with their progress",
    method: 'GET',
    path: '/api/academicos/calculo-indice-academico/all',
    access: { screens: [calculoIndiceTodosScreen] },
    response: z.array(calculo),
  }),
};
