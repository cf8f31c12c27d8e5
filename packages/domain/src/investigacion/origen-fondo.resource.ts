import { defineResource, active, text } from '../platform/resource.ts';

export const origenFondo = defineResource({
  name: 'origenFondo',
  api: '/api/investigacion/origen-fondos',
  screen: '/investigacion/origen-fondos',
  id: 'origenFondoId',
  label: { es: 'Origen de fondos', en: 'Funding source' },
  plural: { es: 'Orígenes de fondos', en: 'Funding sources' },
  fields: {
    orFoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['orFoDescripcion'],
  display: 'orFoDescripcion',
});
