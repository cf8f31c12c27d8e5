import { defineResource, text } from '../platform/resource.ts';

/** Kinds of schedule blocks (spec §3 tipoBloqueHorario): a first-year block, a regular one, a modular one. */
export const tipoBloqueHorario = defineResource({
  name: 'tipoBloqueHorario',
  api: '/api/horarios/tipos-bloques-horarios',
  screen: '/horarios/tipos-bloques-horarios',
  id: 'tipoBloqueHorarioId',
  label: { es: 'Tipo de bloque de horario', en: 'Schedule block type' },
  plural: { es: 'Tipos de bloques de horarios', en: 'Schedule block types' },
  fields: {
    tiBlDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
  },
  search: ['tiBlDescripcion'],
  display: 'tiBlDescripcion',
});
