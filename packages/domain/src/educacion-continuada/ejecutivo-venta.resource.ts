import { defineResource, active, decimal, email, text } from '../platform/resource.ts';

/** Who sells continuing education's courses: each enrolment request may name the executive who sold it (the sales reports count by them). */
export const ejecutivoVenta = defineResource({
  name: 'ejecutivoVenta',
  table: 'ec_ejecutivo_venta',
  api: '/api/educacion-continuada/ejecutivos-ventas',
  screen: '/educacion-continuada/ejecutivos-ventas',
  id: 'ejecutivoVentaId',
  label: { es: 'Ejecutivo(a) de ventas', en: 'Sales executive' },
  plural: { es: 'Ejecutivos de ventas', en: 'Sales executives' },
  fields: {
    ejVeNombres: text({ es: 'Nombres', en: 'Given names' }, { required: true, max: 100 }),
    ejVeApellidos: text({ es: 'Apellidos', en: 'Surnames' }, { required: true, max: 100 }),
    ejVeEmail: email({ es: 'Correo electrónico', en: 'E-mail' }, { required: true, unique: true }),
    ejVeTelefono: text({ es: 'Teléfono', en: 'Telephone' }, { max: 20 }),
    ejVeComision: decimal({ es: 'Comisión (%)', en: 'Commission (%)' }, { min: 0, max: 100, default: 0 }),
    estatus: active(),
  },
  search: ['ejVeNombres', 'ejVeApellidos', 'ejVeEmail'],
  display: 'ejVeApellidos',
});
