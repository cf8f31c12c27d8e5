import type { Label } from '../platform/i18n.ts';
import { defineResource, active, bool, date, int, ordered, ref, text } from '../platform/resource.ts';

/** A survey's questionnaire, reusable (`/analisis-gestion/encuestas-plantillas`): its questions in order. */
export const encuestaPlantilla = defineResource({
  name: 'encuestaPlantilla',
  table: 'encuesta_plantilla',
  api: '/api/analisis-gestion/encuestas-plantillas',
  screen: '/analisis-gestion/encuestas-plantillas',
  id: 'encuestaPlantillaId',
  label: { es: 'Plantilla de encuesta', en: 'Survey template' },
  plural: { es: 'Plantillas de encuestas', en: 'Survey templates' },
  fields: {
    descripcion: text({ es: 'Plantilla', en: 'Template' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  children: {
    preguntas: {
      label: { es: 'Preguntas, en orden', en: 'Questions, in order' },
      fields: {
        orden: int({ es: 'Orden', en: 'Order' }, { required: true, min: 1, max: 99 }),
        preguntaId: ref('pregunta', { es: 'Pregunta', en: 'Question' }, { required: true }),
      },
      unique: ['orden'],
      max: 99,
      initialRows: 1,
    },
  },
  search: ['descripcion'],
  display: 'descripcion',
  sort: { field: 'descripcion', order: 'asc' },
});

/**
 * Who a survey is asked of (`/analisis-gestion/participantes`): students (of one career, if given),
 * professors, staff (the other users), or any of them; of one campus, if given. A survey's groups are
 * these; when a group is called, its people (those with a user account) become the participants.
 */
export const participante = defineResource({
  name: 'participante',
  table: 'encuesta_poblacion',
  api: '/api/analisis-gestion/participantes',
  screen: '/analisis-gestion/participantes',
  id: 'participanteId',
  label: { es: 'Grupo de participantes', en: 'Participant group' },
  plural: { es: 'Grupos de participantes', en: 'Participant groups' },
  fields: {
    descripcion: text({ es: 'Grupo', en: 'Group' }, { required: true, unique: true, max: 120 }),
    estudiantes: bool({ es: 'Estudiantes', en: 'Students' }),
    profesores: bool({ es: 'Profesores', en: 'Professors' }),
    personal: bool({ es: 'Personal administrativo', en: 'Staff' }),
    carreraId: ref('carrera', { es: 'Solo estudiantes de la carrera', en: 'Only students of the programme' }),
    sedeId: ref('sede', { es: 'Solo del recinto', en: 'Only of the campus' }),
    estatus: active(),
  },
  search: ['descripcion'],
  display: 'descripcion',
  sort: { field: 'descripcion', order: 'asc' },
  check: (v): Record<string, Label> | null => {
    if (!v.estudiantes && !v.profesores && !v.personal)
      return {
        estudiantes: { es: 'Marque a quién se pregunta: estudiantes, profesores o personal.', en: 'Tick who is asked: students, professors or staff.' },
      };
    if (v.carreraId && !v.estudiantes)
      return { carreraId: { es: 'Una carrera solo acota a estudiantes: marque Estudiantes.', en: 'A programme only narrows students: tick Students.' } };
    return null;
  },
});

/**
 * A survey (`/analisis-gestion/encuestas`): its questionnaire (a template), whether it is anonymous,
 * the days it is answered, and the groups asked. Opened, its questions are fixed as they were and its
 * groups' people are asked; its state is the process's (`encuesta_curso`), not a field.
 */
export const encuesta = defineResource({
  name: 'encuesta',
  table: 'encuesta',
  api: '/api/analisis-gestion/encuestas',
  screen: '/analisis-gestion/encuestas',
  id: 'encuestaId',
  label: { es: 'Encuesta', en: 'Survey' },
  plural: { es: 'Encuestas', en: 'Surveys' },
  fields: {
    titulo: text({ es: 'Título', en: 'Title' }, { required: true, max: 150 }),
    instrucciones: text({ es: 'Instrucciones para quien responde', en: 'Instructions for respondents' }, { max: 600, hideInList: true }),
    encuestaPlantillaId: ref('encuestaPlantilla', { es: 'Plantilla', en: 'Template' }, { required: true }),
    anonima: bool({ es: 'Anónima (las respuestas no guardan quién respondió)', en: 'Anonymous (answers keep no link to who answered)' }, { default: true }),
    fechaInicio: date({ es: 'Se responde desde', en: 'Open from' }, { required: true }),
    fechaFin: date({ es: 'Se responde hasta', en: 'Open until' }, { required: true }),
  },
  children: {
    grupos: {
      label: { es: 'Grupos a los que se pregunta', en: 'Groups asked' },
      fields: { participanteId: ref('participante', { es: 'Grupo de participantes', en: 'Participant group' }, { required: true }) },
      unique: ['participanteId'],
      max: 20,
      initialRows: 1,
    },
  },
  search: ['titulo'],
  display: 'titulo',
  sort: { field: 'fechaInicio', order: 'desc' },
  check: ordered('fechaInicio', 'fechaFin', { es: 'El cierre debe ser posterior a la apertura.', en: 'The closing day must come after the opening day.' }),
});
