import { defineResource, active, text } from '../platform/resource.ts';

/** How a course is given (in person, online, blended). */
export const modalidadCurso = defineResource({
  name: 'modalidadCurso',
  table: 'ec_modalidad_curso',
  api: '/api/educacion-continuada/modalidades-cursos',
  screen: '/educacion-continuada/modalidades-cursos',
  id: 'modalidadCursoId',
  label: { es: 'Modalidad de curso', en: 'Course format' },
  plural: { es: 'Modalidades de cursos', en: 'Course formats' },
  fields: {
    moCuNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  search: ['moCuNombre'],
  display: 'moCuNombre',
});
