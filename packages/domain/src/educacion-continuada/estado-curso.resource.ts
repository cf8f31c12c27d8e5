import { defineResource, active, bool, text } from '../platform/resource.ts';

/** Where a course stands (planned, open for enrolment, in progress, finished, cancelled); the public form offers the courses whose state takes enrolments. */
export const estadoCurso = defineResource({
  name: 'estadoCurso',
  table: 'ec_estado_curso',
  api: '/api/educacion-continuada/estados-cursos',
  screen: '/educacion-continuada/estados-cursos',
  id: 'estadoCursoId',
  label: { es: 'Estado de curso', en: 'Course status' },
  plural: { es: 'Estados de cursos', en: 'Course statuses' },
  fields: {
    estCurNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estCurDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 500, hideInList: true }),
    estCurInscribe: bool({ es: 'Recibe inscripciones', en: 'Takes enrolments' }),
    estatus: active(),
  },
  search: ['estCurNombre'],
  display: 'estCurNombre',
});
