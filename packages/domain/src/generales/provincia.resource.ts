import { defineResource, active, ref, text } from '../platform/resource.ts';

export const provincia = defineResource({
  name: 'provincia',
  api: '/api/generales/provincias',
  screen: '/generales/provincias',
  id: 'provinciaId',
  studentReads: true,
  label: { es: 'Provincia', en: 'Province' },
  plural: { es: 'Provincias', en: 'Provinces' },
  fields: {
    provDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }, { required: true }),
    provCodLocalidadOne: text({ es: 'Código ONE', en: 'ONE code' }, { max: 10 }),
    estatus: active(),
  },
  search: ['provDescripcion'],
  display: 'provDescripcion',
  lookups: [
    { path: '/pais/:paisId', where: { paisId: 'paisId' } },
    { path: '/api/generales/paises/provincias/:paisId', where: { paisId: 'paisId' } },
  ],
});
