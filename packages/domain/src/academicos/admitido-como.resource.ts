import { defineResource, active, text } from '../platform/resource.ts';

export const admitidoComo = defineResource({
  name: 'admitidoComo',
  api: '/api/academicos/admitidos-como',
  screen: '/academicos/admitidos-como',
  id: 'admitidoComoId',
  label: { es: 'Admitido como', en: 'Admitted as' },
  plural: { es: 'Admitidos como', en: 'Admission types' },
  fields: {
    adCoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['adCoDescripcion'],
  display: 'adCoDescripcion',
});
