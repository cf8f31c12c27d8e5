import { defineResource, active, text } from '../platform/resource.ts';

export const estadoCivil = defineResource({
  name: 'estadoCivil',
  api: '/api/generales/estados-civiles',
  screen: '/generales/estados-civiles',
  id: 'estadoCivilId',
  label: { es: 'Estado civil', en: 'Marital status' },
  plural: { es: 'Estados civiles', en: 'Marital statuses' },
  fields: {
    esCiDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['esCiDescripcion'],
  display: 'esCiDescripcion',
});
