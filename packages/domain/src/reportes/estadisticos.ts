import { col, defineReport } from './engine.ts';

/*
 * The statistics pages (spec §2 Reports, `/reportes/estadisticos/*`): reports read first as charts —
 * academic performance per career, money in and owed per month, sections worth merging, active
 * students term after term, and what online requests ask for.
 */

export const estadisticos = {
  monitoreoRendimiento: defineReport({
    nombre: 'monitoreoRendimiento',
    screen: '/reportes/estadisticos/monitoreo-rendimiento',
    intro: {
      es: 'El rendimiento académico del período por carrera: estudiantes con calificaciones, índice medio del período, asignaturas aprobadas y reprobadas, y cuántos quedaron con índice bajo 2.00.',
      en: 'The term’s academic performance per career: students with grades, the term’s mean grade-point average, subjects passed and failed, and how many ended under a 2.00 average.',
    },
    parametros: { periodoAcademicoId: { tipo: 'periodo', requerido: true }, sedeId: { tipo: 'sede' } },
    orden: [{ campo: 'carrera' }],
    grafico: { tipo: 'apiladas', x: 'carrera', y: ['aprobadas', 'reprobadas'] },
    columnas: [
      col('carrera', 'Carrera', 'Career'),
      col('estudiantes', 'Estudiantes', 'Students', 'entero', true),
      col('indiceMedio', 'Índice medio', 'Mean GPA', 'decimal'),
      col('aprobadas', 'Aprobadas', 'Passed', 'entero', true),
      col('reprobadas', 'Reprobadas', 'Failed', 'entero', true),
      col('porcentajeAprobadas', '% aprobadas', '% passed', 'porcentaje'),
      col('bajoDos', 'Índice bajo 2.00', 'Under 2.00', 'entero', true),
    ],
    proporcion: { campo: 'porcentajeAprobadas', parte: 'aprobadas', todo: 'calificadas' },
  }),
  rendimientoFinanciero: defineReport({
    nombre: 'rendimientoFinanciero',
    screen: '/reportes/estadisticos/rendimiento-financiero',
    intro: {
      es: 'Mes a mes, lo que venció de los cargos de los estudiantes, lo cobrado de ello y lo pendiente, con el porcentaje cobrado.',
      en: 'Month by month, what fell due of students’ charges, what was collected of it and what is outstanding, with the share collected.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true }, hasta: { tipo: 'hasta', requerido: true }, sedeId: { tipo: 'sede' } },
    grupo: 'moneda',
    orden: [{ campo: 'moneda' }, { campo: 'mes' }],
    grafico: { tipo: 'lineas', x: 'mes', y: ['vencido', 'cobrado'] },
    proporcion: { campo: 'porcentaje', parte: 'cobrado', todo: 'vencido' },
    columnas: [
      col('moneda', 'Moneda', 'Currency'),
      col('mes', 'Mes', 'Month'),
      col('vencido', 'Vencido', 'Fell due', 'dinero', true),
      col('cobrado', 'Cobrado', 'Collected', 'dinero', true),
      col('pendiente', 'Pendiente', 'Outstanding', 'dinero', true),
      col('porcentaje', '% cobrado', '% collected', 'porcentaje'),
    ],
  }),
  compactacionSecciones: defineReport({
    nombre: 'compactacionSecciones',
    screen: '/reportes/estadisticos/compactacion-secciones',
    intro: {
      es: 'Las asignaturas del período con más de una sección en un recinto, y cuántas secciones bastarían para sus inscritos a la capacidad de la mayor: las que sobran son candidatas a fusionarse.',
      en: 'The term’s subjects with more than one section on a campus, and how many sections their enrolled would need at the largest one’s capacity: the rest are candidates to merge.',
    },
    parametros: { periodoAcademicoId: { tipo: 'periodo', requerido: true }, sedeId: { tipo: 'sede' } },
    orden: [{ campo: 'sobran', desc: true }, { campo: 'asignatura' }],
    grafico: { tipo: 'barras', x: 'asignatura', y: ['secciones', 'necesarias'] },
    proporcion: { campo: 'ocupacion', parte: 'inscritos', todo: 'capacidad' },
    columnas: [
      col('recinto', 'Recinto', 'Campus'),
      col('codigo', 'Código', 'Code'),
      col('asignatura', 'Asignatura', 'Subject'),
      col('secciones', 'Secciones', 'Sections', 'entero', true),
      col('inscritos', 'Inscritos', 'Enrolled', 'entero', true),
      col('capacidad', 'Capacidad', 'Capacity', 'entero', true),
      col('ocupacion', '% ocupación', '% filled', 'porcentaje'),
      col('necesarias', 'Secciones necesarias', 'Sections needed', 'entero', true),
      col('sobran', 'Sobran', 'Surplus', 'entero', true),
    ],
  }),
  historicoActivos: defineReport({
    nombre: 'historicoActivos',
    screen: '/reportes/estadisticos/historico-activos',
    intro: {
      es: 'Período tras período, los estudiantes matriculados (con alguna asignatura inscrita o calificada en él), los de nuevo ingreso y los graduados, en los años elegidos.',
      en: 'Term after term, the enrolled students (holding a subject registered or graded in it), the new entrants and the graduates, over the years chosen.',
    },
    parametros: {
      desde: { tipo: 'desde', requerido: true, anual: true },
      hasta: { tipo: 'hasta', requerido: true },
      sedeId: { tipo: 'sede' },
      carreraId: { tipo: 'carrera' },
    },
    orden: [{ campo: 'inicio' }],
    grafico: { tipo: 'lineas', x: 'periodo', y: ['matriculados', 'nuevoIngreso', 'egresados'] },
    columnas: [
      col('periodo', 'Período', 'Term'),
      col('inicio', 'Inicio', 'Start', 'fecha'),
      col('matriculados', 'Matriculados', 'Enrolled', 'entero'),
      col('nuevoIngreso', 'Nuevo ingreso', 'New entrants', 'entero', true),
      col('egresados', 'Graduados', 'Graduates', 'entero', true),
    ],
  }),
  preguntasSolicitudes: defineReport({
    nombre: 'preguntasSolicitudes',
    screen: '/reportes/estadisticos/preguntas-solicitudes',
    intro: {
      es: 'Lo que piden los estudiantes en línea en el rango: cada servicio solicitado con cuántas solicitudes hay en cada estado y cuánto tardaron en resolverse.',
      en: 'What students ask for online over the span: each service requested with how many requests are in each state and how long they took to settle.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true }, hasta: { tipo: 'hasta', requerido: true } },
    orden: [{ campo: 'solicitudes', desc: true }, { campo: 'servicio' }],
    grafico: { tipo: 'apiladas', x: 'servicio', y: ['pendientes', 'enProceso', 'resueltas', 'rechazadas'] },
    columnas: [
      col('servicio', 'Servicio', 'Service'),
      col('solicitudes', 'Solicitudes', 'Requests', 'entero', true),
      col('pendientes', 'Pendientes', 'Pending', 'entero', true),
      col('enProceso', 'En proceso', 'In progress', 'entero', true),
      col('resueltas', 'Resueltas', 'Settled', 'entero', true),
      col('rechazadas', 'Rechazadas o anuladas', 'Refused or cancelled', 'entero', true),
      col('diasMedios', 'Días hasta resolverse (media)', 'Days to settle (mean)', 'decimal'),
    ],
  }),
};
