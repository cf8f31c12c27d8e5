import { col, defineReport } from './engine.ts';

/*
 * Continuing education's reports (spec §2 Continuing education, Reports; reached too from
 * `/reportes/educacion-continuada/*`): sales by executive and course, sales by month, the course plan,
 * participants' attendance. A sale is a request that took a seat, dated when its enrolment was charged
 * (its course's start when nothing was charged); its value is what it was charged, less what was annulled.
 */

export const continuada = {
  ventasContinuada: defineReport({
    nombre: 'ventasContinuada',
    screen: '/educacion-continuada/ReporteVentas',
    intro: {
      es: 'Las ventas de los cursos por ejecutivo de ventas y curso en un lapso: inscripciones, lo vendido, lo cobrado y lo pendiente, con la comisión del ejecutivo sobre lo cobrado.',
      en: 'Course sales per sales executive and course over a span: enrolments, what was sold, collected and outstanding, with the executive’s commission on what was collected.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true, anual: true }, hasta: { tipo: 'hasta', requerido: true }, buscar: { tipo: 'texto' } },
    grupo: 'moneda',
    orden: [{ campo: 'moneda' }, { campo: 'vendido', desc: true }, { campo: 'ejecutivo' }],
    grafico: { tipo: 'apiladas', x: 'ejecutivo', y: ['cobrado', 'pendiente'] },
    columnas: [
      col('moneda', 'Moneda', 'Currency'),
      col('ejecutivo', 'Ejecutivo(a)', 'Executive'),
      col('curso', 'Curso', 'Course'),
      col('inscripciones', 'Inscripciones', 'Enrolments', 'entero', true),
      col('vendido', 'Vendido', 'Sold', 'dinero', true),
      col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
      col('pendiente', 'Pendiente', 'Outstanding', 'dinero', true),
      col('comision', 'Comisión', 'Commission', 'dinero', true),
    ],
  }),
  ventasMesContinuada: defineReport({
    nombre: 'ventasMesContinuada',
    screen: '/educacion-continuada/ReporteVentaMes',
    intro: {
      es: 'Mes a mes, las inscripciones vendidas en los cursos, lo vendido y lo cobrado de ello.',
      en: 'Month by month, the enrolments sold in the courses, what was sold and what of it was collected.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true, anual: true }, hasta: { tipo: 'hasta', requerido: true } },
    grupo: 'moneda',
    orden: [{ campo: 'moneda' }, { campo: 'mes' }],
    grafico: { tipo: 'lineas', x: 'mes', y: ['vendido', 'cobrado'] },
    proporcion: { campo: 'porcentaje', parte: 'cobrado', todo: 'vendido' },
    columnas: [
      col('moneda', 'Moneda', 'Currency'),
      col('mes', 'Mes', 'Month'),
      col('inscripciones', 'Inscripciones', 'Enrolments', 'entero', true),
      col('vendido', 'Vendido', 'Sold', 'dinero', true),
      col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
      col('porcentaje', '% cobrado', '% collected', 'porcentaje'),
    ],
  }),
  planCursoContinuada: defineReport({
    nombre: 'planCursoContinuada',
    screen: '/educacion-continuada/ReportePlanCurso',
    intro: {
      es: 'Los cursos que empiezan en un lapso: categoría, modalidad, estado, fechas, horas, facilitadores, cupo e inscritos, y su presupuesto de ingresos contra lo vendido.',
      en: 'The courses starting in a span: category, format, status, dates, hours, facilitators, seats and enrolled, and their budgeted income against what was sold.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true, anual: true }, hasta: { tipo: 'hasta', requerido: true }, buscar: { tipo: 'texto' } },
    grupo: 'moneda',
    orden: [{ campo: 'moneda' }, { campo: 'inicio' }, { campo: 'curso' }],
    grafico: { tipo: 'apiladas', x: 'curso', y: ['inscritos', 'disponibles'] },
    columnas: [
      col('moneda', 'Moneda', 'Currency'),
      col('curso', 'Curso', 'Course'),
      col('categoria', 'Categoría', 'Category'),
      col('modalidad', 'Modalidad', 'Format'),
      col('estado', 'Estado', 'Status'),
      col('inicio', 'Inicio', 'Starts', 'fecha'),
      col('fin', 'Fin', 'Ends', 'fecha'),
      col('horas', 'Horas', 'Hours', 'entero', true),
      col('facilitadores', 'Facilitadores', 'Facilitators'),
      col('cupo', 'Cupo', 'Seats', 'entero', true),
      col('inscritos', 'Inscritos', 'Enrolled', 'entero', true),
      col('disponibles', 'Disponibles', 'Available', 'entero', true),
      col('presupuestado', 'Ingreso presupuestado', 'Budgeted income', 'dinero', true),
      col('vendido', 'Vendido', 'Sold', 'dinero', true),
    ],
  }),
  asistenciaContinuada: defineReport({
    nombre: 'asistenciaContinuada',
    screen: '/educacion-continuada/ReporteAsistenciaEstudiante',
    intro: {
      es: 'La asistencia de los participantes de los cursos que se imparten en un lapso: sesiones tomadas, presentes, ausencias y porcentaje contra el mínimo que pide el certificado.',
      en: 'The attendance of the participants of the courses given over a span: meetings taken, present, absences and share against the minimum the certificate asks.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true, anual: true }, hasta: { tipo: 'hasta', requerido: true }, buscar: { tipo: 'texto' } },
    orden: [{ campo: 'curso' }, { campo: 'participante' }],
    grafico: { tipo: 'torta', x: 'cumple', cuenta: { es: 'Participantes', en: 'Participants' } },
    columnas: [
      col('curso', 'Curso', 'Course'),
      col('participante', 'Participante', 'Participant'),
      col('identificacion', 'Identificación', 'ID number'),
      col('sesiones', 'Sesiones', 'Meetings', 'entero'),
      col('presentes', 'Presente', 'Present', 'entero', true),
      col('ausencias', 'Ausencias', 'Absences', 'entero', true),
      col('porcentaje', '% asistencia', '% attendance', 'porcentaje'),
      col('minimo', 'Mínimo', 'Minimum', 'porcentaje'),
      col('cumple', 'Cumple', 'Meets it'),
    ],
  }),
};
