import { defineResource, active, int, ref, text } from '../platform/resource.ts';

export const edificio = defineResource({
  name: 'edificio',
  api: '/api/planta-fisica/edificios',
  screen: '/planta-fisica/edificios',
  id: 'edificioId',
  label: { es: 'Edificio', en: 'Building' },
  plural: { es: 'Edificios', en: 'Buildings' },
  fields: {
    edifDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    edifCantidadPisos: int({ es: 'Pisos', en: 'Floors' }, { required: true, min: 1, max: 200 }),
    localizacion: text({ es: 'Localización', en: 'Location' }, { max: 120 }),
    rangoLocalizacion: text({ es: 'Rango de localización', en: 'Location range' }, { max: 60, hideInList: true }),
    estatus: active(),
  },
  search: ['edifDescripcion'],
  display: 'edifDescripcion',
  lookups: [{ path: '/sede/:sedeId', where: { sedeId: 'sedeId' } }],
});
