import { defineResource, active, email, text } from '../platform/resource.ts';

export const patrocinador = defineResource({
  name: 'patrocinador',
  api: '/api/investigacion/patrocinador',
  screen: '/investigacion/Patrocinador',
  id: 'patrocinadorId',
  label: { es: 'Patrocinador', en: 'Sponsor' },
  plural: { es: 'Patrocinadores', en: 'Sponsors' },
  fields: {
    patrNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true }),
    patrRnc: text({ es: 'RNC', en: 'RNC' }, { max: 11 }),
    patrContacto: text({ es: 'Persona de contacto', en: 'Contact person' }, { max: 120 }),
    patrEmail: email({ es: 'Correo', en: 'E-mail' }),
    patrTelefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    estatus: active(),
  },
  search: ['patrNombre'],
  display: 'patrNombre',
});
