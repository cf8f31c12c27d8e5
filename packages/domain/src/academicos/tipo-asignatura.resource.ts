import { defineResource, active, text } from '../platform/resource.ts';

export const tipoAsignatura = defineResource({
  name: 'tipoAsignatura',
  api: '/api/academicos/tipos-asignaturas',
  screen: '/academicos/tipos-asignaturas',
  id: 'tipoAsignaturaId',
  label: { es: 'Tipo de asignatura', en: 'Subject type' },
  plural: { es: 'Tipos de asignaturas', en: 'Subject types' },
  fields: {
    tiAsDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiAsDescripcion'],
  display: 'tiAsDescripcion',
});
