import { defineResource, active, date, int, ordered, ref, text } from '../platform/resource.ts';

/**
 * A range of fiscal receipt numbers the DGII authorised (NCF): its type and campus, its prefix
 * (B01, B02…), the numbers from and to, the last one used, and when it expires. Receipts take the
 * next number of a range in force; never past its end or its expiry.
 */
export const ncf = defineResource({
  name: 'ncf',
  api: '/api/financieros/ncf',
  screen: '/financieros/ncf',
  id: 'ncfid',
  label: { es: 'Secuencia de NCF', en: 'NCF sequence' },
  plural: { es: 'Secuencias de NCF', en: 'NCF sequences' },
  fields: {
    tipoNcfid: ref('tipoNcf', { es: 'Tipo de NCF', en: 'NCF type' }, { required: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    ncfireferencia: text(
      { es: 'Prefijo', en: 'Prefix' },
      {
        required: true,
        max: 3,
        upper: true,
        pattern: { regex: /^[BE][0-9]{2}$/, message: { es: 'El prefijo es B o E y dos dígitos (B01).', en: 'The prefix is B or E and two digits (B01).' } },
        example: (n) => `B${String((n % 17) + 1).padStart(2, '0')}`,
      },
    ),
    ncfisecuenciaDesde: int({ es: 'Desde', en: 'From' }, { required: true, min: 1, max: 99999999 }),
    ncfisecuenciaHasta: int({ es: 'Hasta', en: 'To' }, { required: true, min: 1, max: 99999999 }),
    ncfisecuencia: int({ es: 'Último usado', en: 'Last used' }, { min: 0, max: 99999999, default: 0 }),
    ncfifechaVencimiento: date({ es: 'Vence', en: 'Expires' }, { required: true }),
    estatus: active(),
  },
  search: ['ncfireferencia'],
  display: 'ncfireferencia',
  check: ordered('ncfisecuenciaDesde', 'ncfisecuenciaHasta', {
    es: 'El número final debe ser mayor o igual que el inicial.',
    en: 'The last number must not be below the first.',
  }),
});
