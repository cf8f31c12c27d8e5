import { defineResource, active, text } from '../platform/resource.ts';

/** Kinds of card a payment may be made with (Visa, Mastercard…). */
export const tipoTarjetaCredito = defineResource({
  name: 'tipoTarjetaCredito',
  api: '/api/financieros/tipos-tarjetas-creditos',
  screen: '/financieros/tipos-tarjetas-creditos',
  id: 'tipoTarjetaCreditoId',
  label: { es: 'Tipo de tarjeta', en: 'Card type' },
  plural: { es: 'Tipos de tarjetas', en: 'Card types' },
  fields: {
    tiTaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiTaDescripcion'],
  display: 'tiTaDescripcion',
});
