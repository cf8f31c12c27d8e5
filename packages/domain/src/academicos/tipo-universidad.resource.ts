import { defineResource, active, text } from '../platform/resource.ts';

export const tipoUniversidad = defineResource({
  name: 'tipoUniversidad',
  api: '/api/academicos/tipos-universidades',
  screen: '/academicos/tipos-universidades',
  id: 'tipoUniversidadId',
  label: { es: 'Tipo de universidad', en: 'University type' },
  plural: { es: 'Tipos de universidades', en: 'University types' },
  fields: {
    tiUnDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiUnDescripcion'],
  display: 'tiUnDescripcion',
});
