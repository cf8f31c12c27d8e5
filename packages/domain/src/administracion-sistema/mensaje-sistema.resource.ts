import { defineResource, active, date, text } from '../platform/resource.ts';

/** System-wide notices shown in the shell to everyone while in force. */
export const mensajeSistema = defineResource({
  name: 'mensajeSistema',
  api: '/api/administracion-sistema/mensajes-sistema',
  screen: '/administracion-sistema/MensajeSistema',
  id: 'mensajeSistemaId',
  label: { es: 'Aviso del sistema', en: 'System notice' },
  plural: { es: 'Avisos del sistema', en: 'System notices' },
  fields: {
    meSiTitulo: text({ es: 'Título', en: 'Title' }, { required: true, max: 150 }),
    meSiMensaje: text({ es: 'Mensaje', en: 'Message' }, { required: true, max: 2000, hideInList: true }),
    meSiDesde: date({ es: 'Desde', en: 'From' }, { required: true }),
    meSiHasta: date({ es: 'Hasta', en: 'Until' }, { required: true }),
    estatus: active(),
  },
  search: ['meSiTitulo'],
  display: 'meSiTitulo',
});
