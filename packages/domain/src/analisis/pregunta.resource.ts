import { defineResource, active, bool, int, ref, text } from '../platform/resource.ts';

/*
 * What a survey asks, declared once: the kinds of answer (a scale, one or several options, words),
 * the groups questions are shown under, and the questions themselves.
 */

/**
 * A kind of answer (`/analisis-gestion/preguntas-tipos`): its options in order (a scale's points, or
 * choices), whether several may be chosen, or answered in words (then it has no options).
 */
export const preguntaTipo = defineResource({
  name: 'preguntaTipo',
  table: 'encuesta_pregunta_tipo',
  api: '/api/analisis-gestion/preguntas-tipos',
  screen: '/analisis-gestion/preguntas-tipos',
  id: 'preguntaTipoId',
  label: { es: 'Tipo de pregunta', en: 'Question type' },
  plural: { es: 'Tipos de preguntas', en: 'Question types' },
  fields: {
    descripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 80 }),
    respuestaLibre: bool({ es: 'Se responde con palabras (sin opciones)', en: 'Answered in words (no options)' }),
    variasOpciones: bool({ es: 'Se pueden marcar varias opciones', en: 'Several options may be chosen' }),
    estatus: active(),
  },
  children: {
    opciones: {
      label: { es: 'Opciones (en el orden en que se muestran)', en: 'Options (in the order shown)' },
      fields: {
        orden: int({ es: 'Orden', en: 'Order' }, { required: true, min: 1, max: 20 }),
        texto: text({ es: 'Opción', en: 'Option' }, { required: true, max: 80 }),
        textoIngles: text({ es: 'Opción en inglés', en: 'Option in English' }, { max: 80 }),
      },
      unique: ['orden'],
      max: 20,
      initialRows: 2,
    },
  },
  search: ['descripcion'],
  display: 'descripcion',
  sort: { field: 'descripcion', order: 'asc' },
  check: (v) => {
    const n = ((v.opciones as unknown[] | undefined) ?? []).length;
    if (v.respuestaLibre ? n === 0 : n >= 2) return null;
    return {
      opciones: {
        es: 'Un tipo con opciones necesita al menos dos; uno que se responde con palabras no lleva opciones.',
        en: 'A type with options needs at least two; one answered in words has none.',
      },
    };
  },
});

/** A heading questions are grouped under in a survey (`/analisis-gestion/preguntas-agrupadas`). */
export const preguntaGrupo = defineResource({
  name: 'preguntaGrupo',
  table: 'encuesta_pregunta_grupo',
  api: '/api/analisis-gestion/preguntas-agrupadas',
  screen: '/analisis-gestion/preguntas-agrupadas',
  id: 'preguntaGrupoId',
  label: { es: 'Grupo de preguntas', en: 'Question group' },
  plural: { es: 'Grupos de preguntas', en: 'Question groups' },
  fields: {
    descripcion: text({ es: 'Grupo', en: 'Group' }, { required: true, unique: true, max: 100 }),
    descripcionIngles: text({ es: 'Grupo en inglés', en: 'Group in English' }, { max: 100 }),
    estatus: active(),
  },
  search: ['descripcion'],
  display: 'descripcion',
  sort: { field: 'descripcion', order: 'asc' },
});

/** A question (`/analisis-gestion/preguntas`): its words in both languages, its kind of answer, its group. */
export const pregunta = defineResource({
  name: 'pregunta',
  table: 'encuesta_pregunta',
  api: '/api/analisis-gestion/preguntas',
  screen: '/analisis-gestion/preguntas',
  id: 'preguntaId',
  label: { es: 'Pregunta', en: 'Question' },
  plural: { es: 'Preguntas', en: 'Questions' },
  fields: {
    texto: text({ es: 'Pregunta', en: 'Question' }, { required: true, max: 300 }),
    textoIngles: text({ es: 'Pregunta en inglés', en: 'Question in English' }, { max: 300, hideInList: true }),
    preguntaTipoId: ref('preguntaTipo', { es: 'Tipo de respuesta', en: 'Answer type' }, { required: true }),
    preguntaGrupoId: ref('preguntaGrupo', { es: 'Grupo', en: 'Group' }),
    obligatoria: bool({ es: 'Obligatoria', en: 'Required' }, { default: true }),
    estatus: active(),
  },
  search: ['texto'],
  display: 'texto',
  sort: { field: 'texto', order: 'asc' },
});
