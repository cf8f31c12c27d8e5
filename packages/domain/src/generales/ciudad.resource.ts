import { defineResource, active, ref, text } from '../platform/resource.ts';

export const ciudad = defineResource({
  name: 'ciudad',
  api: '/api/generales/ciudades',
  screen: '/generales/ciudades',
  id: 'ciudadId',
  label: { es: 'Ciudad', en: 'City' },
  plural: { es: 'Ciudades', en: 'Cities' },
  fields: {
    ciudDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }, { required: true }),
    provinciaId: ref('provincia', { es: 'Provincia', en: 'Province' }),
    estatus: active(),
  },
  search: ['ciudDescripcion'],
  display: 'ciudDescripcion',
  lookups: [
    { path: '/pais/:paisId/descripcion/:value', where: { paisId: 'paisId' } },
    { path: '/pais/:paisId', where: { paisId: 'paisId' } },
    { path: '/provincias/:provinciaId', where: { provinciaId: 'provinciaId' } },
  ],
});
