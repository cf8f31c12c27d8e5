import { defineResource, active, ref, text } from '../platform/resource.ts';

export const municipio = defineResource({
  name: 'municipio',
  api: '/api/generales/municipios',
  screen: '/generales/municipios',
  id: 'municipioId',
  studentReads: true,
  label: { es: 'Municipio', en: 'Municipality' },
  plural: { es: 'Municipios', en: 'Municipalities' },
  fields: {
    muniDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }, { required: true }),
    provinciaId: ref('provincia', { es: 'Provincia', en: 'Province' }, { required: true }),
    muniCodLocalidadOne: text({ es: 'Código ONE', en: 'ONE code' }, { max: 10 }),
    estatus: active(),
  },
  search: ['muniDescripcion'],
  display: 'muniDescripcion',
  lookups: [
    { path: '/paisId/:paisId', where: { paisId: 'paisId' } },
    { path: '/api/generales/paises/municipios/:provinciaId', where: { provinciaId: 'provinciaId' } },
  ],
});
