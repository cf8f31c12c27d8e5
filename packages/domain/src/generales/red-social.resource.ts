import { defineResource, active, text } from '../platform/resource.ts';

export const redSocial = defineResource({
  name: 'redSocial',
  api: '/api/generales/redes-sociales',
  screen: '/generales/redes-sociales',
  id: 'redSocialId',
  label: { es: 'Red social', en: 'Social network' },
  plural: { es: 'Redes sociales', en: 'Social networks' },
  fields: {
    redSdescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['redSdescripcion'],
  display: 'redSdescripcion',
});
