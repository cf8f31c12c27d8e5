import { defineResource, active, text } from '../platform/resource.ts';

export const tipoAsignaturaElectiva = defineResource({
  name: 'tipoAsignaturaElectiva',
  api: '/api/academicos/tipos-asignaturas-electivas',
  screen: '/academicos/tipos-asignaturas-electivas',
  id: 'tipoAsignaturaElectivaId',
  label: { es: 'Tipo de electiva', en: 'Elective type' },
  plural: { es: 'Tipos de electivas', en: 'Elective types' },
  fields: {
    tiElDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiElDescripcion'],
  display: 'tiElDescripcion',
});
