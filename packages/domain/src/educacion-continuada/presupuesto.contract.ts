import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { id, timestamp } from '../platform/schemas.ts';

/*
 * A course's budget against what happened (`/educacion-continuada/presupuestos`): each line budgeted
 * and, for a cost, what was actually spent; the income budgeted against what the course's
 * participants were charged and paid (finance's); and each status the budget was put in, by whom.
 */

export const presupuestosScreen = '/educacion-continuada/presupuestos';

export const lineaEjecucion = z.object({
  codigo: z.string(),
  cuenta: z.string(),
  ingreso: z.boolean(),
  detalle: z.string().nullable(),
  presupuestado: amountOut,
  /** A cost: what was spent; income: null (finance's figures stand below). */
  ejecutado: amountOut.nullable(),
});

export const ejecucionPresupuesto = z.object({
  presupuestoId: z.number(),
  descripcion: z.string(),
  curso: z.string(),
  empresa: z.string().nullable(),
  estado: z.string(),
  aprobado: z.boolean(),
  participantes: z.number(),
  /** The course's seated participants now. */
  inscritos: z.number(),
  moneda: z.string(),
  lineas: z.array(lineaEjecucion),
  ingresos: z.object({ presupuestado: amountOut, cargado: amountOut, cobrado: amountOut }),
  costos: z.object({ presupuestado: amountOut, ejecutado: amountOut }),
  /** Income less costs: as budgeted, and as it stands (what was collected less what was spent). */
  resultado: z.object({ presupuestado: amountOut, real: amountOut }),
  pasos: z.array(z.object({ estado: z.string(), usuario: z.string().nullable(), en: timestamp })),
});
export type EjecucionPresupuesto = z.output<typeof ejecucionPresupuesto>;

export const presupuestoApi = {
  ejecucion: endpoint({
    summary:
      "A course budget against what happened: its lines budgeted and (costs) spent, its income budgeted against what the course's participants were charged and paid, the result both ways, and each status it was put in by whom",
    method: 'GET',
    path: '/api/educacion-continuada/presupuestos/:presupuestoId/ejecucion',
    access: { screens: [presupuestosScreen] },
    params: z.object({ presupuestoId: id }),
    response: ejecucionPresupuesto,
    errors: ['not_found'],
  }),
};
