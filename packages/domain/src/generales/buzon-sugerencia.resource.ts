import { defineResource, active, email, text } from '../platform/resource.ts';

export const buzonSugerencia = defineResource({
  name: 'buzonSugerencia',
  api: '/api/generales/buzon-sugerencias',
  screen: '/generales/buzon-sugerencias',
  id: 'buzonSugerenciaId',
  label: { es: 'Punto de sugerencias (QR)', en: 'Suggestion point (QR)' },
  plural: { es: 'Buzón de sugerencias (QR)', en: 'Suggestion box (QR)' },
  fields: {
    buSuDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    buSuUbicacion: text({ es: 'Ubicación', en: 'Location' }, { max: 200 }),
    buSuEmailNotificacion: email({ es: 'Correo que recibe', en: 'Receiving e-mail' }),
    estatus: active(),
  },
  search: ['buSuDescripcion', 'buSuUbicacion'],
  display: 'buSuDescripcion',
});
