import { defineResource, active, bool, decimal, ordered, ref, text } from '../platform/resource.ts';

/** Teachers' pay categories: the value of an hour in a currency, and the evaluation score range that places a teacher in it. */
export const profesorCategoriaPago = defineResource({
  name: 'profesorCategoriaPago',
  api: '/api/financieros/profesor-categoria-pago',
  screen: '/financieros/profesor-categoria-pago',
  id: 'profesorCategoriaPagoId',
  label: { es: 'Categoría de pago docente', en: 'Teacher pay category' },
  plural: { es: 'Categorías de pago docente', en: 'Teacher pay categories' },
  fields: {
    prCaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    codigoReferencia: text({ es: 'Código de referencia', en: 'Reference code' }, { max: 30, upper: true }),
    monedaPagoId: ref('monedaPago', { es: 'Moneda', en: 'Currency' }, { required: true }),
    prCaValor: decimal({ es: 'Valor por hora', en: 'Value per hour' }, { required: true, min: 0, max: 1000000 }),
    prCaRangoPuntuacionInicial: decimal({ es: 'Puntuación desde', en: 'Score from' }, { min: 0, max: 100 }),
    prCaRangoPuntuacionFinal: decimal({ es: 'Puntuación hasta', en: 'Score to' }, { min: 0, max: 100 }),
    prCaCategoriza: bool({ es: 'Categoriza por puntuación', en: 'Placed by score' }),
    estatus: active(),
  },
  search: ['prCaDescripcion', 'codigoReferencia'],
  display: 'prCaDescripcion',
  check: ordered('prCaRangoPuntuacionInicial', 'prCaRangoPuntuacionFinal', {
    es: 'La puntuación final debe ser mayor o igual que la inicial.',
    en: 'The upper score must not be below the lower one.',
  }),
});
