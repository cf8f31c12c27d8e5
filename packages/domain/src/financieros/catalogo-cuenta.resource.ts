import { defineResource, active, bool, int, text } from '../platform/resource.ts';

/**
 * The chart of accounts: each account's code and name, whether it takes entries (a leaf) or only
 * sums others, which receivable accounts it is (pesos, dollars, premium), whether it is the suspense
 * account (what has no account of its own is posted there), and its code in Dynamics GP.
 */
export const catalogoCuenta = defineResource({
  name: 'catalogoCuenta',
  table: 'cuenta_contable_catalogo',
  api: '/api/financieros/catalogo-cuenta',
  screen: '/financieros/catalogo-cuenta',
  id: 'cuentaContableCatalogoId',
  label: { es: 'Cuenta contable', en: 'Ledger account' },
  plural: { es: 'Catálogo de cuentas', en: 'Chart of accounts' },
  fields: {
    cuCoCodigo: text(
      { es: 'Código', en: 'Code' },
      {
        required: true,
        unique: true,
        max: 30,
        pattern: { regex: /^[0-9][0-9.-]*$/, message: { es: 'Use dígitos, puntos y guiones (1.1.01).', en: 'Use digits, dots and dashes (1.1.01).' } },
        example: (n) => `1.1.${String(n + 1).padStart(2, '0')}`,
      },
    ),
    cuCoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 150 }),
    cuentaContableOrigenId: int({ es: 'Cuenta de origen (id)', en: 'Parent account (id)' }, { min: 1, hideInList: true }),
    tipoCatalogoCuentaContableId: int({ es: 'Tipo de cuenta (id)', en: 'Account type (id)' }, { min: 1, hideInList: true }),
    cuCoAceptaMovimientos: bool({ es: 'Acepta movimientos', en: 'Takes entries' }),
    cuCoCuentaCobrarPesos: bool({ es: 'Cuenta por cobrar en pesos', en: 'Receivable in pesos' }, { hideInList: true }),
    cuCoCuentaCobrarDolares: bool({ es: 'Cuenta por cobrar en dólares', en: 'Receivable in dollars' }, { hideInList: true }),
    cuCoCuentaPrimaDolares: bool({ es: 'Cuenta de prima en dólares', en: 'Dollar premium account' }, { hideInList: true }),
    cuCoCuentaCobrarPrimaDolares: bool({ es: 'Por cobrar de prima en dólares', en: 'Dollar premium receivable' }, { hideInList: true }),
    cuCoCuentaTransitoria: bool(
      { es: 'Cuenta transitoria (recibe lo que no tiene cuenta)', en: 'Suspense account (takes what has no account)' },
      { hideInList: true },
    ),
    cuCoCuentaGp: text({ es: 'Cuenta en Dynamics GP', en: 'Dynamics GP account' }, { max: 60 }),
    estatus: active(),
  },
  search: ['cuCoCodigo', 'cuCoDescripcion'],
  display: 'cuCoDescripcion',
  sort: { field: 'cuCoCodigo', order: 'asc' },
  pageSize: 100,
});
