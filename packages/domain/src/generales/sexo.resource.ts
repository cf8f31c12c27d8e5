import { defineResource, active, text } from '../platform/resource.ts';

export const sexo = defineResource({
  name: 'sexo',
  api: '/api/generales/sexos',
  screen: '/generales/sexos',
  id: 'sexoId',
  label: { es: 'Sexo', en: 'Sex' },
  plural: { es: 'Sexos', en: 'Sexes' },
  fields: {
    sexoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['sexoDescripcion'],
  display: 'sexoDescripcion',
  readOnly: true,
  company: false,
});
