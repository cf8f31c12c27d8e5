import { defineResource, active, bool, text } from '../platform/resource.ts';

/** Kinds of cashier, and whether the kind collects payments. */
export const tipoCajero = defineResource({
  name: 'tipoCajero',
  api: '/api/financieros/tipos-cajeros',
  screen: '/financieros/tipos-cajeros',
  id: 'tipoCajeroId',
  label: { es: 'Tipo de cajero', en: 'Cashier type' },
  plural: { es: 'Tipos de cajeros', en: 'Cashier types' },
  fields: {
    tiCaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiCaCobra: bool({ es: 'Cobra', en: 'Collects' }, { default: true }),
    estatus: active(),
  },
  search: ['tiCaDescripcion'],
  display: 'tiCaDescripcion',
});
