import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { id, int } from '../platform/schemas.ts';

/*
 * A term's price quote (`/financiero/cotizacion`): what a student of a career on a campus would be
 * charged for a term — the enrolment or re-enrolment fee and the tuition instalments with their
 * dates — by the plan that would charge them, computed by the same rule that writes the charges.
 */

export const cotizacionScreen = '/financiero/cotizacion';

export const cotizacionQuery = z.object({
  sedeId: id,
  carreraId: id,
  periodoAcademicoId: id,
  /** The credits to take (a plan that charges per credit prices them; at least its minimum). */
  creditos: int(1, 60).default(20),
  /** A new student pays the enrolment fee; one who continues, the re-enrolment fee. */
  nuevo: z.enum(['true', 'false']).default('true'),
  /** A scholarship or discount on the tuition, in percent. */
  descuento: z.coerce.number().min(0).max(100).default(0),
});

export const cotizacion = z.object({
  plan: z.string(),
  moneda: z.string(),
  porCredito: z.boolean(),
  costoCredito: amountOut.nullable(),
  creditos: z.number(),
  periodo: z.string(),
  cargos: z.array(z.object({ tipo: z.enum(['inscripcion', 'cuota']), cuota: z.number(), vence: z.string(), monto: amountOut, descuento: amountOut })),
  total: amountOut,
  descuentoTotal: amountOut,
});
export type Cotizacion = z.output<typeof cotizacion>;

export const cotizacionApi = {
  cotizar: endpoint({
    summary:
      "A term's price quote for a career on a campus: the fee and the tuition instalments with their dates, by the plan that would charge them (its default for the career and campus), for a number of credits and a tuition discount",
    method: 'GET',
    path: '/api/financieros/cotizacion',
    access: { screens: [cotizacionScreen] },
    query: cotizacionQuery,
    response: cotizacion,
    labels: {
      sedeId: { es: 'Recinto', en: 'Campus' },
      carreraId: { es: 'Carrera', en: 'Career' },
      periodoAcademicoId: { es: 'Período', en: 'Term' },
      creditos: { es: 'Créditos', en: 'Credits' },
      descuento: { es: 'Descuento', en: 'Discount' },
    },
    errors: ['sin_plan_pago'],
  }),
};
