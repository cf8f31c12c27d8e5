import { defineResource, active, text } from '../platform/resource.ts';

export const tiempoDedicacion = defineResource({
  name: 'tiempoDedicacion',
  api: '/api/investigacion/tiempo-dedicacion',
  screen: '/investigacion/tiempo-dedicacion',
  id: 'tiempoDedicacionId',
  label: { es: 'Tiempo de dedicación', en: 'Time commitment' },
  plural: { es: 'Tiempos de dedicación', en: 'Time commitments' },
  fields: {
    tiDeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiDeDescripcion'],
  display: 'tiDeDescripcion',
});
