import { defineResource, active, text } from '../platform/resource.ts';

export const ocupacion = defineResource({
  name: 'ocupacion',
  api: '/api/generales/ocupaciones',
  screen: '/generales/ocupaciones',
  id: 'ocupacionId',
  label: { es: 'Ocupación', en: 'Occupation' },
  plural: { es: 'Ocupaciones', en: 'Occupations' },
  fields: {
    ocupDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['ocupDescripcion'],
  display: 'ocupDescripcion',
});
