import { defineResource, active, bool, date, int, ordered, ref, text } from '../platform/resource.ts';

/**
 * A teacher-evaluation campaign (`/evaluacion/evaluacion-admin`): the term whose sections are
 * evaluated, the days students answer, whether a pending evaluation holds their registration, whether
 * each professor is evaluated once rather than per section (spec §7 `evaluacionuniremhos`), and
 * the questionnaire — its questions, in order, held as data. Once a campaign has answers its
 * questions are fixed (the results are read question by question).
 */
export const evaluacionCampana = defineResource({
  name: 'evaluacionCampana',
  table: 'evaluacion_campana',
  api: '/api/evaluacion/campanas',
  screen: '/evaluacion/evaluacion-admin',
  id: 'evaluacionCampanaId',
  label: { es: 'Evaluación docente', en: 'Teacher evaluation' },
  plural: { es: 'Evaluaciones docentes', en: 'Teacher evaluations' },
  fields: {
    evCaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    periodoAcademicoId: ref('periodoAcademico', { es: 'Período evaluado', en: 'Term evaluated' }, { required: true }),
    evCaFechaInicio: date({ es: 'Se responde desde', en: 'Open from' }, { required: true }),
    evCaFechaFin: date({ es: 'Se responde hasta', en: 'Open until' }, { required: true }),
    evCaRetieneInscripcion: bool(
      { es: 'Retiene la inscripción mientras haya evaluaciones pendientes', en: 'Holds registration while evaluations are pending' },
      { hideInList: true },
    ),
    evCaPorProfesor: bool(
      {
        es: 'Se evalúa a cada profesor(a) una vez, no por sección (el segundo cuestionario de la especificación)',
        en: 'Each professor is evaluated once, not per section (the spec’s second questionnaire)',
      },
      { hideInList: true },
    ),
    estatus: active(),
  },
  children: {
    preguntas: {
      label: { es: 'Preguntas (del 1 al 5: muy en desacuerdo … muy de acuerdo)', en: 'Questions (1 to 5: strongly disagree … strongly agree)' },
      fields: {
        orden: int({ es: 'Orden', en: 'Order' }, { required: true, min: 1, max: 99 }),
        texto: text({ es: 'Pregunta', en: 'Question' }, { required: true, max: 300 }),
        textoIngles: text({ es: 'Pregunta en inglés', en: 'Question in English' }, { max: 300 }),
      },
      unique: ['orden'],
      max: 60,
      initialRows: 1,
    },
  },
  search: ['evCaDescripcion'],
  display: 'evCaDescripcion',
  sort: { field: 'evCaFechaInicio', order: 'desc' },
  check: ordered('evCaFechaInicio', 'evCaFechaFin', {
    es: 'El cierre debe ser posterior a la apertura.',
    en: 'The closing day must come after the opening day.',
  }),
});
