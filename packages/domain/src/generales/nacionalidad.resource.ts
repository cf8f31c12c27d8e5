import { defineResource, active, ref, text } from '../platform/resource.ts';

export const nacionalidad = defineResource({
  name: 'nacionalidad',
  api: '/api/generales/nacionalidades',
  screen: '/generales/nacionalidades',
  id: 'nacionalidadId',
  label: { es: 'Nacionalidad', en: 'Nationality' },
  plural: { es: 'Nacionalidades', en: 'Nationalities' },
  fields: {
    naciDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }),
    estatus: active(),
  },
  search: ['naciDescripcion'],
  display: 'naciDescripcion',
});
