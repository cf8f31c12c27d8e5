import { defineResource, active, text } from '../platform/resource.ts';

/** How a purchase was paid, with the DGII's 606 code (`formasPago606`); read-only. */
export const formaPagoCompra = defineResource({
  name: 'formaPagoCompra',
  api: '/api/financieros/formas-pagos-compras',
  screen: '/financieros/formas-pagos-compras',
  id: 'formaPagoCompraId',
  label: { es: 'Forma de pago de compra', en: 'Purchase payment method' },
  plural: { es: 'Formas de pago de compras', en: 'Purchase payment methods' },
  fields: {
    foPcCodigo: text({ es: 'Código DGII', en: 'DGII code' }, { required: true, unique: true, max: 2 }),
    foPcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    estatus: active(),
  },
  search: ['foPcCodigo', 'foPcDescripcion'],
  display: 'foPcDescripcion',
  sort: { field: 'foPcCodigo', order: 'asc' },
  readOnly: true,
});
