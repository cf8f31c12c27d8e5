import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { documentValue } from '../platform/schemas.ts';

/*
 * `/consulta/estudiante-egresado` (public): is the holder of this identification (or matrícula) a
 * graduate of the institution, and of what? The name comes back shortened.
 */

export const consultaLimit = { perAddress: 30, windowMinutes: 60 };

export const consultaEgresadoApi = {
  consultar: endpoint({
    summary: 'Check whether someone graduated (public, captcha)',
    method: 'POST',
    path: '/api/consulta/estudiante-egresado',
    access: 'public',
    body: z.object({
      documento: z.union([
        documentValue,
        z
          .string()
          .trim()
          .regex(/^[0-9A-Za-z-]{4,30}$/),
      ]),
      token: z.string().max(4000).nullish(),
    }),
    response: z.object({
      egresado: z.boolean(),
      nombre: z.string().nullable(),
      titulos: z.array(z.object({ carrera: z.string(), titulo: z.string().nullable(), sede: z.string() })),
    }),
    errors: ['too_many_attempts', 'captcha_failed'],
  }),
};
export type ConsultaEgresado = z.output<(typeof consultaEgresadoApi)['consultar']['response']>;
