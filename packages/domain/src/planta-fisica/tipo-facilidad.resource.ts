import { defineResource, active, text } from '../platform/resource.ts';

export const tipoFacilidad = defineResource({
  name: 'tipoFacilidad',
  api: '/api/planta-fisica/tipos-facilidades',
  screen: '/planta-fisica/tipos-facilidades',
  id: 'tipoFacilidadId',
  label: { es: 'Tipo de facilidad', en: 'Facility type' },
  plural: { es: 'Tipos de facilidades', en: 'Facility types' },
  fields: {
    tiFaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiFaDescripcion'],
  display: 'tiFaDescripcion',
});
