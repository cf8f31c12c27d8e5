import { defineResource, active, ref, text } from '../platform/resource.ts';

/** Cash registers, each on a campus: opened by a cashier, payments are collected on them. */
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
    estatus: active(),
  },
  search: ['cajaDescripcion'],
  display: 'cajaDescripcion',
  lookups: [{ path: '/cajas-disponibles', fixed: { estatus: true } }],
});
