import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, optId } from '../platform/schemas.ts';

/*
 * `/investigacion/reporte-proyecto-investigacion`: research projects by area, type, funding source
 * and year, with sponsors' contributions, filtered by years, campus, type, area and source; on
 * screen and as a PDF.
 */

export const reporteProyectosScreen = '/investigacion/reporte-proyecto-investigacion';

const year = z.coerce.number().int().min(1950).max(2100).optional();
export const filters = z.object({
  anioDesde: year,
  anioHasta: year,
  sedeId: optId,
  tipoInvestigacionId: optId,
  areaPrincipalInvestigacionId: optId,
  origenFondoId: optId,
  /** Inactive projects too. */
  todos: z.enum(['true', 'false']).optional(),
});
export type Filters = z.output<typeof filters>;

const total = z.object({ id: z.number().nullable(), descripcion: z.string(), proyectos: z.number(), monto: z.string() });
const proyecto = z.object({
  proyectoInvestigacionId: z.number(),
  codigoProyecto: z.string(),
  nombreProyecto: z.string(),
  anio: z.number(),
  sede: z.string().nullable(),
  tipo: z.string().nullable(),
  area: z.string().nullable(),
  origen: z.string().nullable(),
  investigadores: z.number(),
  patrocinadores: z.string(),
  monto: z.string(),
  estatus: z.boolean(),
});
export const report = z.object({
  proyectos: z.number(),
  monto: z.string(),
  porArea: z.array(total),
  porTipo: z.array(total),
  porOrigen: z.array(total),
  porAnio: z.array(total),
  detalle: z.array(proyecto),
});
export type Report = z.output<typeof report>;

const access = { access: { screens: [reporteProyectosScreen] } } as const;

export const reporteProyectosApi = {
  reporte: endpoint({
    summary: 'Research projects with totals by area, type, source and year',
    method: 'GET',
    path: '/api/reportes/investigacion/proyectos',
    ...access,
    query: filters,
    response: report,
  }),
  pdf: endpoint({
    summary: 'The research projects report as a PDF',
    method: 'GET',
    path: '/api/reportes/investigacion/proyectos/pdf',
    ...access,
    query: filters,
    response: fileResponse,
  }),
};
