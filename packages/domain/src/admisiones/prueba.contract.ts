import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, typedNumber } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * `/academicos/pruebas-admision`: applicants are called to a test sitting (within its seats, one
 * sitting per test each), told by e-mail, and their attendance and scores are recorded.
 */

export const pruebasScreen = '/academicos/pruebas-admision';

export const pruebaLabels: Record<string, Label> = {
  solicitudAdmisionId: label('Solicitud', 'Request'),
  puntuacion: label('Puntuación', 'Score'),
  asistio: label('Asistió', 'Attended'),
};

/** A sitting with its roster: who is called, whether they came, their score and whether it passes. */
export const sesionConvocados = z.object({
  sesion: z.number(),
  prueba: z.string(),
  fecha: z.string(),
  hora: z.string(),
  lugar: z.string().nullable(),
  cupo: z.number(),
  inscritos: z.number(),
  maxima: z.string(),
  periodo: z.number(),
  solicitudes: z.array(
    z.object({
      solicitudAdmisionId: z.number(),
      codigo: z.string(),
      nombres: z.string(),
      apellidos: z.string(),
      carrDescripcion: z.string(),
      asistio: z.boolean().nullable(),
      puntuacion: z.string().nullable(),
      aprobado: z.boolean(),
    }),
  ),
});
export type SesionConvocados = z.output<typeof sesionConvocados>;

/** What is wrong with one result: a score for someone who did not come, or above the test's highest. */
export function problemaResultado(r: { asistio: boolean; puntuacion: number | null }, maxima: number) {
  if (r.puntuacion === null) return null;
  if (!r.asistio) return 'puntuacion_sin_asistencia' as const;
  return r.puntuacion > maxima ? ('puntuacion_maxima' as const) : null;
}

/** One applicant's result: a score as the screens print it ("85.5"; "85,5" is refused, not guessed), blank for none. */
const resultado = z.object({
  solicitudAdmisionId: id,
  asistio: z.boolean(),
  puntuacion: z.preprocess((v) => v ?? null, typedNumber({ min: 0, max: 1000, maxDecimals: 2, example: '85.5' })),
});

export const resultados = z.array(resultado).min(1).max(2000);

/** A sitting's sheet as the form holds it: each result checked against the test's highest score as it is typed. */
export const hojaResultados = (maxima: number) =>
  z.object({
    filas: z
      .array(
        resultado.superRefine((r, ctx) => {
          const p = problemaResultado(r, maxima);
          if (p) ctx.addIssue({ code: 'custom', path: ['puntuacion'], message: problem(p), params: { maxima } });
        }),
      )
      .min(1)
      .max(2000),
  });
export type Resultados = z.output<typeof resultados>;

const base = '/api/academicos/pruebas-admision-sesiones/:sesionPruebaAdmisionId/solicitudes';
const config = { access: { screens: [pruebasScreen] }, labels: pruebaLabels } as const;
const params = z.object({ sesionPruebaAdmisionId: id });

export const pruebasApi = {
  convocados: endpoint({
    summary: 'The applicants called to an admission test sitting',
    method: 'GET',
    path: base,
    ...config,
    params,
    response: sesionConvocados,
  }),
  convocar: endpoint({
    summary: 'Call an applicant to a test sitting',
    method: 'POST',
    path: base,
    ...config,
    params,
    body: z.object({ solicitudAdmisionId: id }),
    response: sesionConvocados,
    status: 201,
    errors: ['sesion_llena', 'ya_convocado'],
  }),
  retirar: endpoint({
    summary: 'Withdraw an applicant from a test sitting',
    method: 'DELETE',
    path: `${base}/:solicitudAdmisionId`,
    ...config,
    params: params.extend({ solicitudAdmisionId: id }),
    response: sesionConvocados,
  }),
  resultados: endpoint({
    summary: 'Record the results of a test sitting',
    method: 'PUT',
    path: `${base}/resultados`,
    ...config,
    params,
    body: resultados,
    response: sesionConvocados,
  }),
};
