import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';

/*
 * The report designer (spec §1: a per-institution "report-designer activation key"): with the
 * institution's `reportDesignerKey` set, each user may lay a report out — which columns show and in
 * what order — and keep that layout; the screen, the spreadsheet, CSV and PDF, and background files
 * follow it. Without the key the area is off (its calls answer 404) and reports show their declared
 * columns. The user must hold the report's screen; a layout is checked against the report's columns.
 */

const reporte = z.object({ reporte: z.string().trim().min(1).max(60) });
export const disenoOut = z.object({
  /** The layout's columns in order; null: the report's own. */
  columnas: z.array(z.string()).nullable(),
});

export const disenosApi = {
  ver: endpoint({
    summary: "The user's layout of a report (null: its declared columns)",
    method: 'GET',
    path: '/api/reportes/disenos/:reporte',
    access: 'staff',
    params: reporte,
    response: disenoOut,
    errors: ['forbidden', 'not_found'],
  }),
  guardar: endpoint({
    summary:
      "Keeps the user's layout of a report: its columns to show, in order (each a column of the report, once; the currency column of a report totalled by currency stays)",
    method: 'PUT',
    path: '/api/reportes/disenos/:reporte',
    access: 'staff',
    params: reporte,
    body: z.object({ columnas: z.array(z.string().max(60)).min(1).max(100) }),
    response: disenoOut,
    errors: ['forbidden', 'not_found'],
  }),
  borrar: endpoint({
    summary: "Drops the user's layout of a report: its declared columns again",
    method: 'DELETE',
    path: '/api/reportes/disenos/:reporte',
    access: 'staff',
    params: reporte,
    response: z.null(),
    status: 204,
    errors: ['forbidden', 'not_found'],
  }),
};
