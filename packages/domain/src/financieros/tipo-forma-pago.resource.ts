import { defineResource, active, bool, decimal, ref, text } from '../platform/resource.ts';

/**
 * Ways of paying (cash, card, transfer, cheque): whether the payment's reference must be given, and
 * the discount for paying the whole at once in cash or by card.
 */
export const tipoFormaPago = defineResource({
  name: 'tipoFormaPago',
  api: '/api/financieros/tipos-formas-pagos',
  screen: '/financieros/tipos-formas-pagos',
  id: 'tipoFormaPagoContableId',
  label: { es: 'Forma de pago', en: 'Payment method' },
  plural: { es: 'Formas de pago', en: 'Payment methods' },
  fields: {
    tiFpDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiFpValidarReferencia: bool({ es: 'Exige referencia', en: 'Requires a reference' }),
    sePuedeSeleccionar: bool({ es: 'Se puede elegir en caja', en: 'Offered at the register' }, { default: true }),
    // What the cashier takes to the bank at the closing (cash, cheques): listed on the deposit slip.
    tiFpSeDeposita: bool({ es: 'Se deposita en el banco', en: 'Goes into the bank deposit' }),
    cuentaContableCatalogoId: ref('catalogoCuenta', { es: 'Cuenta contable', en: 'Ledger account' }),
    llevaPorCientoDescuentoPagoCompleto: bool({ es: 'Descuento por pago completo', en: 'Discount for paying in full' }, { hideInList: true }),
    porCientoDescuentoPagoCompleto: decimal({ es: '% de descuento por pago completo', en: 'Full-payment discount %' }, { min: 0, max: 100, hideInList: true }),
    formaPagoCompletoEfectivo: bool({ es: 'Pago completo en efectivo', en: 'Full payment in cash' }, { hideInList: true }),
    formaPagoCompletoTarjeta: bool({ es: 'Pago completo con tarjeta', en: 'Full payment by card' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['tiFpDescripcion'],
  display: 'tiFpDescripcion',
});
