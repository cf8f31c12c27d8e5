import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { fileResponse, id, int, optDate } from '../platform/schemas.ts';

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

/*
 * A company's quote for a closed group of a continuing-education course (`cotizarCurso`): each
 * participant charged as the course's template charges one, less the company's discount, times the
 * participants; printed as a PDF to hand over. Continuing education's budgets and course requests open it too.
 */
export const cotizacionCursoScreens = [cotizacionScreen, '/educacion-continuada/solicitud_cursos', '/educacion-continuada/presupuestos'];

export const cotizacionCursoQuery = z.object({
  cursoPlantillaId: id,
  participantes: int(1, 1000),
  descuento: z.coerce.number().min(0).max(100).multipleOf(0.01).default(0),
  /** The company it is for (its name and RNC are printed). */
  empresaId: id.optional(),
  /** When the course would start (its instalments fall due monthly from then); by default a month from today. */
  inicio: optDate,
});

export const cotizacionCurso = z.object({
  curso: z.string(),
  horas: z.number(),
  modalidad: z.string().nullable(),
  contenidos: z.array(z.string()),
  moneda: z.string(),
  empresa: z.string().nullable(),
  rnc: z.string().nullable(),
  participantes: z.number(),
  descuentoPorcentaje: z.string(),
  precio: amountOut,
  precioConDescuento: amountOut,
  subtotal: amountOut,
  descuento: amountOut,
  total: amountOut,
  calendario: z.array(z.object({ tipo: z.enum(['inscripcion', 'cuota']), cuota: z.number(), vence: z.string(), porParticipante: amountOut, total: amountOut })),
  fecha: z.string(),
  validaHasta: z.string(),
});
export type CotizacionCurso = z.output<typeof cotizacionCurso>;

export const cotizacionCursoLabels = {
  cursoPlantillaId: { es: 'Curso (plantilla)', en: 'Course (template)' },
  participantes: { es: 'Participantes', en: 'Participants' },
  descuento: { es: 'Descuento (%)', en: 'Discount (%)' },
  empresaId: { es: 'Empresa', en: 'Company' },
  inicio: { es: 'Inicio previsto', en: 'Expected start' },
};

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
  cotizarCurso: endpoint({
    summary:
      "A company's quote for a closed group of a continuing-education course: each participant charged as the course's template charges one (on enrolling, then monthly instalments from the start), less the discount, times the participants",
    method: 'GET',
    path: '/api/financieros/cotizacion/curso',
    access: { screens: cotizacionCursoScreens },
    query: cotizacionCursoQuery,
    labels: cotizacionCursoLabels,
    response: cotizacionCurso,
    errors: ['not_found'],
  }),
  cotizacionCursoPdf: endpoint({
    summary:
      "The company's quote as a PDF to hand over: the course, the company, the price per participant, the discount, the total and its schedule, valid thirty days",
    method: 'GET',
    path: '/api/financieros/cotizacion/curso/pdf',
    access: { screens: cotizacionCursoScreens },
    query: cotizacionCursoQuery,
    labels: cotizacionCursoLabels,
    response: fileResponse,
    errors: ['not_found'],
  }),
};
