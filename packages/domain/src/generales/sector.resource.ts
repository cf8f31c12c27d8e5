import { defineResource, active, ref, text } from '../platform/resource.ts';

export const sector = defineResource({
  name: 'sector',
  api: '/api/generales/sectores',
  screen: '/generales/sectores',
  id: 'sectorId',
  label: { es: 'Sector', en: 'Neighbourhood' },
  plural: { es: 'Sectores', en: 'Neighbourhoods' },
  fields: {
    sectDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    provinciaId: ref('provincia', { es: 'Provincia', en: 'Province' }, { required: true }),
    estatus: active(),
  },
  search: ['sectDescripcion'],
  display: 'sectDescripcion',
});
