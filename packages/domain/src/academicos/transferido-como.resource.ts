import { defineResource, active, text } from '../platform/resource.ts';

export const transferidoComo = defineResource({
  name: 'transferidoComo',
  api: '/api/academicos/transferidos-como',
  screen: '/academicos/transferidos-como',
  id: 'transferidoComoId',
  label: { es: 'Transferido como', en: 'Transferred as' },
  plural: { es: 'Transferidos como', en: 'Transfer types' },
  fields: {
    trCoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['trCoDescripcion'],
  display: 'trCoDescripcion',
});
