import type { Label } from '../platform/i18n.ts';
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

/** One of the three state catalogues: read-only, its rows the system's. */
const estados = <const N extends string, const I extends string>(name: N, table: string, id: I, screen: string, label: Label, plural: Label) =>
  defineResource({
    name,
    table,
    api: `/api${screen}`,
    screen,
    id,
    label,
    plural,
    fields: campos,
    search: ['descripcion'],
    display: 'descripcion',
    readOnly: true,
    company: false,
  });

export const encuestaEstado = estados(
  'encuestaEstado',
  'encuesta_estado',
  'encuestaEstadoId',
  '/analisis-gestion/encuestas-estados',
  { es: 'Estado de encuesta', en: 'Survey status' },
  { es: 'Estados de encuestas', en: 'Survey statuses' },
);
export const encuestaGrupoEstado = estados(
  'encuestaGrupoEstado',
  'encuesta_grupo_estado',
  'encuestaGrupoEstadoId',
  '/analisis-gestion/encuestas-grupos-estados',
  { es: 'Estado de grupo de encuesta', en: 'Survey group status' },
  { es: 'Estados de grupos de encuestas', en: 'Survey group statuses' },
);
export const encuestaParticipanteEstado = estados(
  'encuestaParticipanteEstado',
  'encuesta_participante_estado',
  'encuestaParticipanteEstadoId',
  '/analisis-gestion/encuestas-participantes-estados',
  { es: 'Estado de participante de encuesta', en: 'Survey participant status' },
  { es: 'Estados de participantes de encuestas', en: 'Survey participant statuses' },
);

/** A survey: written (not yet asked), open (answered within its days), closed. */
export const estadoEncuesta = { borrador: 1, abierta: 2, cerrada: 3 } as const;
/** A survey's group: not yet called, called (its people asked), closed (no longer answering). */
export const estadoGrupo = { pendiente: 1, convocado: 2, cerrado: 3 } as const;
/** A participant: asked and pending, answered, excused (no longer asked). */
export const estadoParticipante = { pendiente: 1, respondio: 2, excluido: 3 } as const;
