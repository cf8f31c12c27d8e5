import { defineResource, active, text } from '../platform/resource.ts';

/** What a continuing-education course is about (technology, management, health…). */
export const categoriaCurso = defineResource({
  name: 'categoriaCurso',
  table: 'ec_categoria_curso',
  api: '/api/educacion-continuada/categorias-cursos',
  screen: '/educacion-continuada/categorias-cursos',
  id: 'categoriaCursoId',
  label: { es: 'Categoría de curso', en: 'Course category' },
  plural: { es: 'Categorías de cursos', en: 'Course categories' },
  fields: {
    caCuNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  search: ['caCuNombre'],
  display: 'caCuNombre',
});
