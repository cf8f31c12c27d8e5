import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import type { Label } from '../platform/i18n.ts';
import { cents, fromCents, sumCents } from '../platform/money.ts';
import { fileResponse, id, isoDate, spanDeDias } from '../platform/schemas.ts';

/*
 * Finance's reports over a span of days (spec §2 Finance, "Reports"): each declared once — its screen,
 * what it is for, its columns and which of them add up — and read the same way on the screen, in the
 * spreadsheet and in the contract. Amounts are per currency: a total never mixes pesos and dollars.
 */

/** `horas`: hours with two decimals (a class of 90 minutes is 1.50), added up exactly like money. */
export type TipoColumna = 'texto' | 'entero' | 'dinero' | 'horas' | 'porcentaje';
export type ColumnaInforme = { campo: string; label: Label; tipo: TipoColumna; total?: boolean };
export type Informe = { nombre: string; screen: string; intro: Label; columnas: ColumnaInforme[] };

const col = (campo: string, es: string, en: string, tipo: TipoColumna = 'texto', total = false): ColumnaInforme => ({ campo, label: { es, en }, tipo, total });
const moneda = col('moneda', 'Moneda', 'Currency');

export const informes = {
  recibosFormasPago: {
    nombre: 'recibosFormasPago',
    screen: '/financieros/reporte-recibos-formas-pagos',
    intro: {
      es: 'Lo que entró por cada forma de pago en el rango (recibos vigentes; el efectivo, menos el cambio entregado).',
      en: 'What came in by each payment method over the span (standing receipts; cash less the change given).',
    },
    columnas: [
      moneda,
      col('formaPago', 'Forma de pago', 'Payment method'),
      col('recibos', 'Recibos', 'Receipts', 'entero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  },
  cobrosServiciosCarrera: {
    nombre: 'cobrosServiciosCarrera',
    screen: '/financieros/reporte-cobros-por-servicios-carrera',
    intro: {
      es: 'Lo cobrado en el rango por carrera y concepto: los servicios de cada recibo y lo pagado de inscripciones, cuotas y recargos (lo de educación continuada, sin carrera).',
      en: 'What was collected over the span by career and concept: each receipt’s services, and what was paid of enrolment fees, instalments and late fees (continuing education’s without a career).',
    },
    columnas: [
      moneda,
      col('carrera', 'Carrera', 'Career'),
      col('concepto', 'Concepto', 'Concept'),
      col('cantidad', 'Cantidad', 'Quantity', 'entero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  },
  cobranzas: {
    nombre: 'cobranzas',
    screen: '/financieros/reporte-cobranzas',
    intro: {
      es: 'Por carrera, lo que venció en el rango, lo cobrado de ello (recibos vigentes), lo pendiente y el porcentaje cobrado.',
      en: 'By career, what fell due over the span, what was collected of it (standing receipts), what is outstanding and the share collected.',
    },
    columnas: [
      moneda,
      col('carrera', 'Carrera', 'Career'),
      col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
      col('vencido', 'Vencido', 'Fell due', 'dinero', true),
      col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
      col('pendiente', 'Pendiente', 'Outstanding', 'dinero', true),
      col('porcentaje', '% cobrado', '% collected', 'porcentaje'),
    ],
  },
  descuentosEstudiantes: {
    nombre: 'descuentosEstudiantes',
    screen: '/financieros/reporte-monto-descuentos-estudiantes',
    intro: {
      es: 'Lo que becas y descuentos rebajaron a cada estudiante en los cargos que vencen en el rango.',
      en: 'What scholarships and discounts took off each student’s charges falling due over the span.',
    },
    columnas: [
      moneda,
      col('matricula', 'Matrícula', 'Student ID'),
      col('estudiante', 'Estudiante', 'Student'),
      col('carrera', 'Carrera', 'Career'),
      col('descuentos', 'Descuentos', 'Discounts'),
      col('bruto', 'Cargos sin descuento', 'Charges before discount', 'dinero', true),
      col('descuento', 'Descontado', 'Discounted', 'dinero', true),
    ],
  },
  pagosEstudiantes: {
    nombre: 'pagosEstudiantes',
    screen: '/financieros/reporte-pagos-estudiantes',
    intro: {
      es: 'Lo que pagó cada estudiante en el rango (recibos vigentes): cuántos recibos, lo abonado a sus cargos y lo pagado en servicios.',
      en: 'What each student paid over the span (standing receipts): how many receipts, what went to their charges and what to services.',
    },
    columnas: [
      moneda,
      col('matricula', 'Matrícula', 'Student ID'),
      col('estudiante', 'Estudiante', 'Student'),
      col('carrera', 'Carrera', 'Career'),
      col('recibos', 'Recibos', 'Receipts', 'entero', true),
      col('cargos', 'A cargos', 'To charges', 'dinero', true),
      col('servicios', 'Servicios', 'Services', 'dinero', true),
      col('total', 'Total', 'Total', 'dinero', true),
    ],
  },
  cobrosCarreraInscripcion: {
    nombre: 'cobrosCarreraInscripcion',
    screen: '/financieros/reporte-cobros-por-carrera-inscripcion',
    intro: {
      es: 'Las inscripciones y reinscripciones cobradas en el rango, por carrera: cuántos estudiantes pagaron y cuánto.',
      en: 'Enrolment and re-enrolment fees collected over the span, by career: how many students paid, and how much.',
    },
    columnas: [
      moneda,
      col('carrera', 'Carrera', 'Career'),
      col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  },
  planesPagos: {
    nombre: 'planesPagos',
    screen: '/financieros/reporte-planes-pagos',
    intro: {
      es: 'Cada plan de pago con cargos que vencen en el rango: estudiantes, lo cargado, lo cobrado y lo pendiente.',
      en: 'Each payment plan with charges falling due over the span: students, what was charged, collected and outstanding.',
    },
    columnas: [
      moneda,
      col('plan', 'Plan de pago', 'Payment plan'),
      col('sede', 'Recinto', 'Campus'),
      col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
      col('vencido', 'Cargado', 'Charged', 'dinero', true),
      col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
      col('pendiente', 'Pendiente', 'Outstanding', 'dinero', true),
      col('porcentaje', '% cobrado', '% collected', 'porcentaje'),
    ],
  },
  cobrosCursoEp: {
    nombre: 'cobrosCursoEp',
    screen: '/financieros/reporte-cobros-por-curso-ep',
    intro: {
      es: 'Lo cobrado en el rango a los participantes de educación continuada (permanente), por curso: lo pagado de inscripciones, cuotas y recargos (recibos vigentes).',
      en: 'What was collected over the span from continuing-education participants, by course: what was paid of enrolment amounts, instalments and late fees (standing receipts).',
    },
    columnas: [
      moneda,
      col('curso', 'Curso', 'Course'),
      col('participantes', 'Participantes que pagaron', 'Participants who paid', 'entero', true),
      col('recibos', 'Recibos', 'Receipts', 'entero', true),
      col('inscripcion', 'Inscripción', 'Enrolment', 'dinero', true),
      col('cuotas', 'Cuotas', 'Instalments', 'dinero', true),
      col('recargos', 'Recargos', 'Late fees', 'dinero', true),
      col('monto', 'Total', 'Total', 'dinero', true),
    ],
  },
  serviciosContables: {
    nombre: 'serviciosContables',
    screen: '/financieros/reporte-servicios-contables',
    intro: {
      es: 'Lo que trajo cada servicio en el rango (recibos vigentes), por grupo: su precio de hoy, cuántas unidades se cobraron y el monto.',
      en: 'What each service brought in over the span (standing receipts), by group: its price today, how many units were charged, and the amount.',
    },
    columnas: [
      moneda,
      col('grupo', 'Grupo', 'Group'),
      col('servicio', 'Servicio', 'Service'),
      col('precio', 'Precio actual', 'Current price', 'dinero'),
      col('cantidad', 'Cantidad', 'Quantity', 'entero', true),
      col('descuento', 'Descuentos', 'Discounts', 'dinero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  },
  planificacionNomina: {
    nombre: 'planificacionNomina',
    screen: '/financieros/reportePlanificacionNominaUnicda',
    intro: {
      es: 'La nómina docente que el horario pide en el rango: por profesor, sus secciones, las horas de clase que caen en esas fechas (cada reunión semanal en su día, dentro de las fechas de su sección) y su valor por la categoría de pago del profesor. Quien no tiene categoría sale con valor cero, para asignársela.',
      en: 'The teaching payroll the timetable calls for over the span: per professor, their sections, the class hours falling on those dates (each weekly meeting on its day, within its section’s dates) and their value at the professor’s pay category. Someone with no category shows at zero, to be given one.',
    },
    columnas: [
      moneda,
      col('profesor', 'Profesor', 'Professor'),
      col('categoria', 'Categoría de pago', 'Pay category'),
      col('valorHora', 'Valor por hora', 'Value per hour', 'dinero'),
      col('secciones', 'Secciones', 'Sections', 'entero', true),
      col('horasSemana', 'Horas por semana', 'Hours a week', 'horas', true),
      col('horas', 'Horas en el rango', 'Hours in the span', 'horas', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  },
} satisfies Record<string, Informe>;
export type NombreInforme = keyof typeof informes;

/** A report's span: days, at most a year, ending on or after they start; a campus optionally. */
export const informeQuery = z.object({ desde: isoDate, hasta: isoDate, sedeId: id.optional(), formato: z.enum(['xlsx']).optional() }).superRefine(spanDeDias);

const valor = z.union([z.string(), z.number(), z.null()]);
export const informeRespuesta = z.object({
  filas: z.array(z.record(z.string(), valor)),
  /** Per currency, the columns that add up. */
  totales: z.array(z.record(z.string(), valor)),
});
export type InformeRespuesta = z.output<typeof informeRespuesta>;

/** A report's endpoint: its rows and totals, or (`formato=xlsx`) its spreadsheet. */
export const informeApi = (i: Informe) =>
  endpoint({
    summary: `${i.intro.en} Rows and per-currency totals; \`formato=xlsx\` answers the spreadsheet`,
    method: 'GET',
    path: `/api/financieros/informes/${i.nombre}`,
    access: { screens: [i.screen] },
    query: informeQuery,
    response: z.union([informeRespuesta, fileResponse]),
  });

/** A share of a whole as a percentage with one decimal, rounded half up ("87.5"); null when there is no whole. */
export const porcentaje = (parte: bigint, todo: bigint) => (todo === 0n ? null : (Number((parte * 2000n + todo) / (2n * todo)) / 10).toFixed(1));

/** What a report's rows add up to, per currency: its money columns to the cent, its counts; a share recomputed from its totals. */
export function totalesInforme(i: Informe, filas: readonly Record<string, string | number | null>[]) {
  const monedas = [...new Set(filas.map((f) => String(f.moneda)))];
  return monedas.map((m) => {
    const de = filas.filter((f) => String(f.moneda) === m);
    const t: Record<string, string | number | null> = { moneda: m };
    for (const c of i.columnas.filter((x) => x.total)) {
      if (c.tipo === 'dinero' || c.tipo === 'horas') t[c.campo] = fromCents(sumCents(de.map((f) => cents(String(f[c.campo] ?? '0')))));
      else t[c.campo] = de.reduce((a, f) => a + Number(f[c.campo] ?? 0), 0);
    }
    if (i.columnas.some((c) => c.campo === 'porcentaje') && 'cobrado' in t && 'vencido' in t)
      t.porcentaje = porcentaje(cents(String(t.cobrado)), cents(String(t.vencido)));
    return t;
  });
}
