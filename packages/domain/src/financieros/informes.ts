import { col, defineReport } from '../reportes/engine.ts';

/*
 * Finance's reports over a span of days (spec §2 Finance, "Reports"): each declared once — its screen,
 * what it is for, its columns and which of them add up — and read the same way on the screen, in the
 * spreadsheet and in the contract. Amounts are per currency: a total never mixes pesos and dollars.
 */

const moneda = col('moneda', 'Moneda', 'Currency');
/** Every finance report reads a span of days, on one campus or all of them, and totals per currency. */
const span = { desde: { tipo: 'desde', requerido: true }, hasta: { tipo: 'hasta', requerido: true }, sedeId: { tipo: 'sede' } } as const;
const porMoneda = { grupo: 'moneda', parametros: span } as const;
const api = (nombre: string) => `/api/financieros/informes/${nombre}`;

export const informes = {
  recibosFormasPago: defineReport({
    nombre: 'recibosFormasPago',
    api: api('recibosFormasPago'),
    ...porMoneda,
    screen: '/financieros/reporte-recibos-formas-pagos',
    intro: {
      es: 'Lo que entró por cada forma de pago en el rango (recibos vigentes; el efectivo, menos el cambio entregado).',
      en: 'What came in by each payment method over the span (standing receipts; cash less the change given).',
    },
    orden: [{ campo: 'moneda' }, { campo: 'monto', desc: true }, { campo: 'formaPago' }],
    grafico: { tipo: 'torta', x: 'formaPago', y: ['monto'] },
    columnas: [
      moneda,
      col('formaPago', 'Forma de pago', 'Payment method'),
      col('recibos', 'Recibos', 'Receipts', 'entero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  }),
  cobrosServiciosCarrera: defineReport({
    nombre: 'cobrosServiciosCarrera',
    api: api('cobrosServiciosCarrera'),
    ...porMoneda,
    screen: '/financieros/reporte-cobros-por-servicios-carrera',
    intro: {
      es: 'Lo cobrado en el rango por carrera y concepto: los servicios de cada recibo y lo pagado de inscripciones, cuotas y recargos (lo de educación continuada, sin carrera).',
      en: 'What was collected over the span by career and concept: each receipt’s services, and what was paid of enrolment fees, instalments and late fees (continuing education’s without a career).',
    },
    orden: [{ campo: 'moneda' }, { campo: 'carrera' }, { campo: 'monto', desc: true }, { campo: 'concepto' }],
    grafico: { tipo: 'apiladas', x: 'carrera', y: ['monto'], serie: 'concepto' },
    columnas: [
      moneda,
      col('carrera', 'Carrera', 'Career'),
      col('concepto', 'Concepto', 'Concept'),
      col('cantidad', 'Cantidad', 'Quantity', 'entero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  }),
  cobranzas: defineReport({
    nombre: 'cobranzas',
    api: api('cobranzas'),
    ...porMoneda,
    screen: '/financieros/reporte-cobranzas',
    intro: {
      es: 'Por carrera, lo que venció en el rango, lo cobrado de ello (recibos vigentes), lo pendiente y el porcentaje cobrado.',
      en: 'By career, what fell due over the span, what was collected of it (standing receipts), what is outstanding and the share collected.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'carrera' }],
    proporcion: { campo: 'porcentaje', parte: 'cobrado', todo: 'vencido' },
    grafico: { tipo: 'barras', x: 'carrera', y: ['cobrado', 'pendiente'] },
    columnas: [
      moneda,
      col('carrera', 'Carrera', 'Career'),
      col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
      col('vencido', 'Vencido', 'Fell due', 'dinero', true),
      col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
      col('pendiente', 'Pendiente', 'Outstanding', 'dinero', true),
      col('porcentaje', '% cobrado', '% collected', 'porcentaje'),
    ],
  }),
  descuentosEstudiantes: defineReport({
    nombre: 'descuentosEstudiantes',
    api: api('descuentosEstudiantes'),
    ...porMoneda,
    screen: '/financieros/reporte-monto-descuentos-estudiantes',
    intro: {
      es: 'Lo que becas y descuentos rebajaron a cada estudiante en los cargos que vencen en el rango.',
      en: 'What scholarships and discounts took off each student’s charges falling due over the span.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'descuento', desc: true }, { campo: 'matricula' }],
    grafico: { tipo: 'barras', x: 'carrera', y: ['descuento'] },
    columnas: [
      moneda,
      col('matricula', 'Matrícula', 'Student ID'),
      col('estudiante', 'Estudiante', 'Student'),
      col('carrera', 'Carrera', 'Career'),
      col('descuentos', 'Descuentos', 'Discounts'),
      col('bruto', 'Cargos sin descuento', 'Charges before discount', 'dinero', true),
      col('descuento', 'Descontado', 'Discounted', 'dinero', true),
    ],
  }),
  pagosEstudiantes: defineReport({
    nombre: 'pagosEstudiantes',
    api: api('pagosEstudiantes'),
    ...porMoneda,
    screen: '/financieros/reporte-pagos-estudiantes',
    intro: {
      es: 'Lo que pagó cada estudiante en el rango (recibos vigentes): cuántos recibos, lo abonado a sus cargos y lo pagado en servicios.',
      en: 'What each student paid over the span (standing receipts): how many receipts, what went to their charges and what to services.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'total', desc: true }, { campo: 'matricula' }],
    grafico: { tipo: 'barras', x: 'carrera', y: ['cargos', 'servicios'] },
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
  }),
  cobrosCarreraInscripcion: defineReport({
    nombre: 'cobrosCarreraInscripcion',
    api: api('cobrosCarreraInscripcion'),
    ...porMoneda,
    screen: '/financieros/reporte-cobros-por-carrera-inscripcion',
    intro: {
      es: 'Las inscripciones y reinscripciones cobradas en el rango, por carrera: cuántos estudiantes pagaron y cuánto.',
      en: 'Enrolment and re-enrolment fees collected over the span, by career: how many students paid, and how much.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'monto', desc: true }, { campo: 'carrera' }],
    grafico: { tipo: 'barras', x: 'carrera', y: ['monto'] },
    columnas: [
      moneda,
      col('carrera', 'Carrera', 'Career'),
      col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  }),
  planesPagos: defineReport({
    nombre: 'planesPagos',
    api: api('planesPagos'),
    ...porMoneda,
    screen: '/financieros/reporte-planes-pagos',
    intro: {
      es: 'Cada plan de pago con cargos que vencen en el rango: estudiantes, lo cargado, lo cobrado y lo pendiente.',
      en: 'Each payment plan with charges falling due over the span: students, what was charged, collected and outstanding.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'vencido', desc: true }, { campo: 'plan' }],
    proporcion: { campo: 'porcentaje', parte: 'cobrado', todo: 'vencido' },
    grafico: { tipo: 'barras', x: 'plan', y: ['cobrado', 'pendiente'] },
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
  }),
  cobrosCursoEp: defineReport({
    nombre: 'cobrosCursoEp',
    api: api('cobrosCursoEp'),
    ...porMoneda,
    screen: '/financieros/reporte-cobros-por-curso-ep',
    intro: {
      es: 'Lo cobrado en el rango a los participantes de educación continuada (permanente), por curso: lo pagado de inscripciones, cuotas y recargos (recibos vigentes).',
      en: 'What was collected over the span from continuing-education participants, by course: what was paid of enrolment amounts, instalments and late fees (standing receipts).',
    },
    orden: [{ campo: 'moneda' }, { campo: 'monto', desc: true }, { campo: 'curso' }],
    grafico: { tipo: 'apiladas', x: 'curso', y: ['inscripcion', 'cuotas', 'recargos'] },
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
  }),
  serviciosContables: defineReport({
    nombre: 'serviciosContables',
    api: api('serviciosContables'),
    ...porMoneda,
    screen: '/financieros/reporte-servicios-contables',
    intro: {
      es: 'Lo que trajo cada servicio en el rango (recibos vigentes), por grupo: su precio de hoy, cuántas unidades se cobraron y el monto.',
      en: 'What each service brought in over the span (standing receipts), by group: its price today, how many units were charged, and the amount.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'grupo' }, { campo: 'monto', desc: true }],
    grafico: { tipo: 'barras', x: 'servicio', y: ['monto'] },
    columnas: [
      moneda,
      col('grupo', 'Grupo', 'Group'),
      col('servicio', 'Servicio', 'Service'),
      col('precio', 'Precio actual', 'Current price', 'dinero'),
      col('cantidad', 'Cantidad', 'Quantity', 'entero', true),
      col('descuento', 'Descuentos', 'Discounts', 'dinero', true),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  }),
  planificacionNomina: defineReport({
    nombre: 'planificacionNomina',
    api: api('planificacionNomina'),
    ...porMoneda,
    screen: '/financieros/reportePlanificacionNominaUnicda',
    intro: {
      es: 'La nómina docente que el horario pide en el rango: por profesor, sus secciones, las horas de clase que caen en esas fechas (cada reunión semanal en su día, dentro de las fechas de su sección) y su valor por la categoría de pago del profesor. Quien no tiene categoría sale con valor cero, para asignársela.',
      en: 'The teaching payroll the timetable calls for over the span: per professor, their sections, the class hours falling on those dates (each weekly meeting on its day, within its section’s dates) and their value at the professor’s pay category. Someone with no category shows at zero, to be given one.',
    },
    orden: [{ campo: 'moneda' }, { campo: 'monto', desc: true }, { campo: 'profesor' }],
    grafico: { tipo: 'barras', x: 'profesor', y: ['horas'] },
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
  }),
};
export type NombreInforme = keyof typeof informes;
