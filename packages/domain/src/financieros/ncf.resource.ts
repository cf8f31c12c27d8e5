import { defineResource, active, date, int, ordered, ref, text } from '../platform/resource.ts';
import { seriesNcf, serieNcfPattern } from './ncf.rules.ts';

/**
 * A range of fiscal receipt numbers the DGII authorised (NCF): its type and campus, its prefix (the
 * type's series: B01, B02…), the numbers from and to, the last one used, and when it expires.
 * Receipts take the next number of a range in force; never past its end or its expiry. The numbers
 * are the institution's: no two ranges of a series share one, on any campus (`ncf.hooks.ts`).
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
        pattern: { regex: serieNcfPattern, message: { es: 'Una serie de la DGII: B01, B02, B14, E31, E32…', en: 'A DGII series: B01, B02, B14, E31, E32…' } },
        example: (n) => seriesNcf[n % seriesNcf.length],
        // The type's series: a B01 range cannot sit under "B02 · Consumidor final".
        matches: { ref: 'tipoNcfid', field: 'tiNcPrefijo' },
      },
    ),
    // Samples far above any real range, each after the last, so tests' ranges never overlap.
    ncfisecuenciaDesde: int({ es: 'Desde', en: 'From' }, { required: true, min: 1, max: 99999999, example: (n) => String(90_000_000 + n * 1000) }),
    ncfisecuenciaHasta: int({ es: 'Hasta', en: 'To' }, { required: true, min: 1, max: 99999999, example: (n) => String(90_000_000 + n * 1000 - 1) }),
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
