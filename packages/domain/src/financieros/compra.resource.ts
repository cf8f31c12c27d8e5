import { defineResource, active, date, decimal, ref, text } from '../platform/resource.ts';
import { problemasCompra } from './dgii.rules.ts';

const ncf = {
  regex: /^(B\d{10}|E\d{12})$/,
  message: {
    es: 'Un NCF es B y 10 dígitos (B0100000123) o, electrónico, E y 12 (E310000000123).',
    en: 'An NCF is B and 10 digits (B0100000123) or, electronic, E and 12 (E310000000123).',
  },
};
/** An amount in pesos, zero when left blank; `ejemplo` is a value the API docs and the registry test can send. */
const pesos = (es: string, en: string, ejemplo = '0.00') =>
  decimal({ es: `${es} (RD$)`, en: `${en} (RD$)` }, { min: 0, max: 9_999_999_999, default: 0, hideInList: true, example: () => ejemplo });
/** The rule's names for the purchase's fields, as the form names them. */
const campoDe: Record<string, string> = {
  montoServicios: 'coMontoServicios',
  itbisRetenido: 'coItbisRetenido',
  itbisCosto: 'coItbisCosto',
  tipoRetencionIsr: 'tipoRetencionIsrId',
  fechaPago: 'coFechaPago',
};
const monto = (v: unknown) => (v === null || v === undefined || v === '' ? '0' : String(v));

/**
 * The purchases register: each supplier's receipt (its NCF) the institution paid, as the DGII's 606
 * needs it, in pesos. The month's active purchases make its 606 (`/financieros/reportes-dgii`); a
 * purchase entered by mistake is deactivated, never deleted, and leaves the file.
 */
export const compra = defineResource({
  name: 'compra',
  api: '/api/financieros/compras',
  screen: '/financieros/compras',
  id: 'compraId',
  label: { es: 'Compra', en: 'Purchase' },
  plural: { es: 'Registro de compras (606)', en: 'Purchases register (606)' },
  fields: {
    coFechaComprobante: date({ es: 'Fecha del comprobante', en: 'Receipt date' }, { required: true }),
    coRncProveedor: text(
      { es: 'RNC o cédula del proveedor', en: "Supplier's RNC or ID number" },
      {
        required: true,
        max: 11,
        pattern: {
          regex: /^(\d{9}|\d{11})$/,
          message: { es: 'Un RNC tiene 9 dígitos; una cédula, 11 (sin guiones).', en: 'An RNC has 9 digits; an ID number, 11 (no dashes).' },
        },
        example: (n) => String(101000000 + n),
      },
    ),
    coNombreProveedor: text({ es: 'Proveedor', en: 'Supplier' }, { required: true, max: 150 }),
    coNcf: text({ es: 'NCF', en: 'NCF' }, { required: true, max: 13, upper: true, pattern: ncf, example: (n) => `B01${String(n + 1).padStart(8, '0')}` }),
    coNcfModificado: text(
      { es: 'NCF modificado', en: 'NCF modified' },
      { max: 13, upper: true, pattern: ncf, example: (n) => `B01${String(n + 1).padStart(8, '0')}`, hideInList: true },
    ),
    tipoBienServicioCompraId: ref('tipoBienServicioCompra', { es: 'Tipo de bienes y servicios', en: 'Type of goods and services' }, { required: true }),
    coMontoServicios: pesos('Facturado en servicios', 'Invoiced for services', '12500.00'),
    coMontoBienes: pesos('Facturado en bienes', 'Invoiced for goods'),
    coItbisFacturado: pesos('ITBIS facturado', 'ITBIS invoiced', '2250.00'),
    coItbisRetenido: pesos('ITBIS retenido', 'ITBIS withheld'),
    coItbisProporcionalidad: pesos('ITBIS sujeto a proporcionalidad', 'ITBIS subject to proportionality'),
    coItbisCosto: pesos('ITBIS llevado al costo', 'ITBIS taken to cost'),
    tipoRetencionIsrId: ref('tipoRetencionIsr', { es: 'Tipo de retención del ISR', en: 'Income-tax withholding type' }, { hideInList: true }),
    coRetencionRenta: pesos('Retención de ISR', 'Income tax withheld'),
    coIsc: pesos('Impuesto selectivo al consumo', 'Selective consumption tax'),
    coOtrosImpuestos: pesos('Otros impuestos o tasas', 'Other taxes or fees'),
    coPropinaLegal: pesos('Propina legal', 'Legal tip'),
    coFechaPago: date({ es: 'Fecha de pago', en: 'Payment date' }, { hideInList: true }),
    formaPagoCompraId: ref('formaPagoCompra', { es: 'Forma de pago', en: 'Payment method' }, { required: true }),
    estatus: active(),
  },
  search: ['coNombreProveedor', 'coRncProveedor', 'coNcf'],
  display: 'coNcf',
  sort: { field: 'coFechaComprobante', order: 'desc' },
  pageSize: 50,
  check: (v) => {
    const p = problemasCompra({
      montoServicios: monto(v.coMontoServicios),
      montoBienes: monto(v.coMontoBienes),
      itbisFacturado: monto(v.coItbisFacturado),
      itbisRetenido: monto(v.coItbisRetenido),
      itbisProporcionalidad: monto(v.coItbisProporcionalidad),
      itbisCosto: monto(v.coItbisCosto),
      retencionRenta: monto(v.coRetencionRenta),
      tipoRetencionIsr: v.tipoRetencionIsrId ? String(v.tipoRetencionIsrId) : null,
      fechaComprobante: String(v.coFechaComprobante ?? ''),
      fechaPago: v.coFechaPago ? String(v.coFechaPago) : null,
    });
    return p && Object.fromEntries(Object.entries(p).map(([campo, m]) => [campoDe[campo] ?? campo, m]));
  },
});
