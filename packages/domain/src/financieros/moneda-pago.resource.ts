import { defineResource, active, bool, decimal, text } from '../platform/resource.ts';

/** Currencies payments are taken in, with their rate to the peso; one is the default. */
export const monedaPago = defineResource({
  name: 'monedaPago',
  api: '/api/financieros/monedas-pagos',
  screen: '/financieros/monedas-pagos',
  id: 'monedaPagoId',
  label: { es: 'Moneda', en: 'Currency' },
  plural: { es: 'Monedas', en: 'Currencies' },
  fields: {
    moPaCodigo: text(
      { es: 'Código', en: 'Code' },
      {
        required: true,
        unique: true,
        max: 3,
        upper: true,
        pattern: { regex: /^[A-Z]{3}$/, message: { es: 'El código ISO tiene tres letras (DOP, USD).', en: 'The ISO code is three letters (DOP, USD).' } },
        example: (n) => `Z${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`,
      },
    ),
    moPaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    moPaTasa: decimal({ es: 'Tasa (pesos por unidad)', en: 'Rate (pesos per unit)' }, { required: true, min: 0, max: 100000 }),
    moPaDefault: bool({ es: 'Moneda por defecto', en: 'Default currency' }),
    estatus: active(),
  },
  search: ['moPaCodigo', 'moPaDescripcion'],
  display: 'moPaDescripcion',
  lookups: [{ path: '/default/:monedaPagoId', fixed: { moPaDefault: true, estatus: true }, single: true }],
});
