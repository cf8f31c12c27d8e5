import { defineResource, active, bool, ref, text } from '../platform/resource.ts';

/**
 * Cash registers, each on a campus: opened by a cashier, payments are collected on them. A register
 * that takes online payments receives the receipts of the campus's card payments, issued with its
 * receipt type by its cashier (an account nobody signs in to); it opens itself at the first payment
 * after each closing.
 */
export const caja = defineResource({
  name: 'caja',
  api: '/api/financieros/cajas',
  screen: '/financieros/cajas',
  id: 'cajaId',
  label: { es: 'Caja', en: 'Cash register' },
  plural: { es: 'Cajas', en: 'Cash registers' },
  fields: {
    cajaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    cajaEnLinea: bool({ es: 'Recibe los pagos en línea', en: 'Takes online payments' }),
    // The receipt type a collection on this register takes unless the cashier chooses another (and the online payments').
    tipoNcfId: ref('tipoNcf', { es: 'Comprobante por defecto', en: 'Default receipt type' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['cajaDescripcion'],
  display: 'cajaDescripcion',
  lookups: [{ path: '/cajas-disponibles', fixed: { estatus: true } }],
});
