import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id } from '../platform/schemas.ts';
import { formatosReporte } from './engine.ts';

/*
 * Long reports made in the background (issue "Reports…: exports stream"): past `filasEnSegundoPlano`
 * rows the screen offers to prepare the file instead of waiting on it; the user hears through the bell
 * when it is ready and downloads it from the report's screen. Only its user reaches a file.
 */

/** Past this many rows a report's file is offered as background work. */
export const filasEnSegundoPlano = 50_000;

export const trabajoReporte = z.object({
  trabajoId: z.number(),
  reporte: z.string(),
  formato: z.enum(formatosReporte),
  estado: z.enum(['pendiente', 'en_curso', 'listo', 'fallido']),
  filas: z.number(),
  total: z.number().nullable(),
  creadoEn: z.string(),
});
export type TrabajoReporte = z.output<typeof trabajoReporte>;

/** What a background file is asked with: the report, the format, and the query the report's endpoint takes (parameters and order). */
export const trabajoIn = z.object({
  reporte: z.string().trim().min(1).max(60),
  formato: z.enum(formatosReporte),
  consulta: z.record(z.string(), z.union([z.string().max(2000), z.number()])),
});

export const trabajosApi = {
  crear: endpoint({
    summary: "Prepare a report's file in the background (the user must hold the report's screen; its parameters are checked as its endpoint checks them)",
    method: 'POST',
    path: '/api/reportes/trabajos',
    access: 'staff',
    body: trabajoIn,
    response: trabajoReporte,
    status: 201,
    errors: ['forbidden', 'not_found'],
  }),
  lista: endpoint({
    summary: "The user's background files of one report, latest first",
    method: 'GET',
    path: '/api/reportes/trabajos',
    access: 'staff',
    query: z.object({ reporte: z.string().trim().min(1).max(60) }),
    response: z.array(trabajoReporte),
  }),
  archivo: endpoint({
    summary: 'A background file, once ready (its user only)',
    method: 'GET',
    path: '/api/reportes/trabajos/:trabajoId/archivo',
    access: 'staff',
    params: z.object({ trabajoId: id }),
    response: fileResponse,
    errors: ['not_found'],
  }),
};
