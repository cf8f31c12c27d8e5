import { defineResource, active, bool, text } from '../platform/resource.ts';

/** Kinds of discount a student's account may carry: scholarships and sponsorships among them. */
export const tipoDescuento = defineResource({
  name: 'tipoDescuento',
  api: '/api/financieros/tipos-descuentos',
  screen: '/financieros/tipos-descuentos',
  id: 'tipoDescuentoId',
  label: { es: 'Tipo de descuento', en: 'Discount type' },
  plural: { es: 'Tipos de descuentos', en: 'Discount types' },
  fields: {
    tiDeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiDeBeca: bool({ es: 'Es beca', en: 'Scholarship' }),
    tiDePatrocinio: bool({ es: 'Es patrocinio', en: 'Sponsorship' }),
    estatus: active(),
  },
  search: ['tiDeDescripcion'],
  display: 'tiDeDescripcion',
});
