import { defineResource, active, ref, text } from '../platform/resource.ts';

/**
 * Classroom assignment by career (`/horarios/aula-asignacion-carrera`): the rooms a career's sections
 * are given first (its laboratories, its building), one assignment per career.
 */
export const aulaAsignacionCarrera = defineResource({
  name: 'aulaAsignacionCarrera',
  api: '/api/horarios/aula-asignacion-carrera',
  screen: '/horarios/aula-asignacion-carrera',
  id: 'aulaAsignacionCarreraId',
  label: { es: 'Asignación de aulas', en: 'Classroom assignment' },
  plural: { es: 'Asignación de aulas por carrera', en: 'Classroom assignment by career' },
  fields: {
    carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }, { required: true, unique: true }),
    auCaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    estatus: active(),
  },
  children: {
    aulas: {
      label: { es: 'Aulas de la carrera', en: "The career's classrooms" },
      fields: { aulaId: ref('aula', { es: 'Aula', en: 'Classroom' }, { required: true }) },
      unique: ['aulaId'],
      max: 200,
    },
  },
  search: ['auCaDescripcion'],
  display: 'auCaDescripcion',
});
