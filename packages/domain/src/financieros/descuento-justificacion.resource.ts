import { defineResource, active, email, text } from '../platform/resource.ts';

/** Why a discount is given (an agreement, a sponsor, an employee benefit), with whom to contact about it. */
export const descuentoJustificacion = defineResource({
  name: 'descuentoJustificacion',
  api: '/api/financieros/descuentos-justificaciones',
  screen: '/financieros/descuentos-justificaciones',
  id: 'descuentoJustificacionId',
  label: { es: 'Justificación de descuento', en: 'Discount justification' },
  plural: { es: 'Justificaciones de descuentos', en: 'Discount justifications' },
  fields: {
    deJuDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    deJuPersonaContacto: text({ es: 'Persona de contacto', en: 'Contact person' }),
    deJuTelefonoContacto: text({ es: 'Teléfono de contacto', en: 'Contact phone' }, { max: 30 }),
    deJuEmailContacto: email({ es: 'Correo de contacto', en: 'Contact e-mail' }),
    estatus: active(),
  },
  search: ['deJuDescripcion', 'deJuPersonaContacto'],
  display: 'deJuDescripcion',
});
