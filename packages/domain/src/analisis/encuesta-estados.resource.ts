import { defineResource, text } from '../platform/resource.ts';

/*
 * The states a survey, a survey's group of participants and a participant pass through. They drive
 * what the system does (a survey open is answered, a participant who answered is not asked again), so
 * the rows are the system's (written by migration 0099), fixed by their ids below; the catalogues
 * show them in both languages.
 */

const campos = {
  descripcion: text({ es: 'Estado', en: 'Status' }, { required: true, unique: true, max: 60 }),
  descripcionIngles: text({ es: 'Estado en inglés', en: 'Status in English' }, { required: true, max: 60 }),
};

export const encuestaEstado = defineResource({
  name: 'encuestaEstado',
  table: 'encuesta_estado',
  api: '/api/analisis-gestion/encuestas-estados',
  screen: '/analisis-gestion/encuestas-estados',
  id: 'encuestaEstadoId',
  label: { es: 'Estado de encuesta', en: 'Survey status' },
  plural: { es: 'Estados de encuestas', en: 'Survey statuses' },
  fields: campos,
  search: ['descripcion'],
  display: 'descripcion',
  readOnly: true,
  company: false,
});

export const encuestaGrupoEstado = defineResource({
  name: 'encuestaGrupoEstado',
  table: 'encuesta_grupo_estado',
  api: '/api/analisis-gestion/encuestas-grupos-estados',
  screen: '/analisis-gestion/encuestas-grupos-estados',
  id: 'encuestaGrupoEstadoId',
  label: { es: 'Estado de grupo de encuesta', en: 'Survey group status' },
  plural: { es: 'Estados de grupos de encuestas', en: 'Survey group statuses' },
  fields: campos,
  search: ['descripcion'],
  display: 'descripcion',
  readOnly: true,
  company: false,
});

export const encuestaParticipanteEstado = defineResource({
  name: 'encuestaParticipanteEstado',
  table: 'encuesta_participante_estado',
  api: '/api/analisis-gestion/encuestas-participantes-estados',
  screen: '/analisis-gestion/encuestas-participantes-estados',
  id: 'encuestaParticipanteEstadoId',
  label: { es: 'Estado de participante de encuesta', en: 'Survey participant status' },
  plural: { es: 'Estados de participantes de encuestas', en: 'Survey participant statuses' },
  fields: campos,
  search: ['descripcion'],
  display: 'descripcion',
  readOnly: true,
  company: false,
});

/** A survey: written (not yet asked), open (answered within its days), closed. */
export const estadoEncuesta = { borrador: 1, abierta: 2, cerrada: 3 } as const;
/** A survey's group: not yet called, called (its people asked), closed (no longer answering). */
export const estadoGrupo = { pendiente: 1, convocado: 2, cerrado: 3 } as const;
/** A participant: asked and pending, answered, excused (no longer asked). */
export const estadoParticipante = { pendiente: 1, respondio: 2, excluido: 3 } as const;
