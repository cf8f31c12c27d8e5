import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';

/*
 * Student statistics of spec §7 (`/api/reportes/academicos/estudiantes/*`): active students by career,
 * by sex and by campus, and those who selected subjects for the term by career, over the careers the user works with (the caller's own statistics only).
 */

export const conteo = z.object({ id: z.number().nullable(), descripcion: z.string(), total: z.number() });
export type Conteo = z.output<typeof conteo>;

const base = '/api/reportes/academicos/estudiantes';
const params = z.object({ usuarioId: id, sedeId: id });

export const estadisticasApi = {
  porCarrera: endpoint({
    summary: 'Active students by career at a campus',
    method: 'GET',
    path: `${base}/total-carrera/:usuarioId/recinto/:sedeId`,
    access: 'staff',
    params,
    response: z.array(conteo),
  }),
  porSexo: endpoint({
    summary: 'Active students by sex at a campus',
    method: 'GET',
    path: `${base}/total-sexo/:usuarioId/recinto/:sedeId`,
    access: 'staff',
    params,
    response: z.array(conteo),
  }),
  seleccionados: endpoint({
    summary: 'Students holding a standing selection in the term open for registration (else the running term), by career',
    method: 'GET',
    path: `${base}/seleccionados/:usuarioId`,
    access: 'staff',
    params: z.object({ usuarioId: id }),
    response: z.array(conteo),
  }),
  porRecinto: endpoint({
    summary: 'Active students by campus',
    method: 'GET',
    path: `${base}/total-recintos/:usuarioId`,
    access: 'staff',
    params: z.object({ usuarioId: id }),
    response: z.array(conteo),
  }),
};
