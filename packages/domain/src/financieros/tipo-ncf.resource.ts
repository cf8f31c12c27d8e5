import { defineResource, active, bool, text } from '../platform/resource.ts';
import { seriesNcf, serieNcfPattern } from './ncf.rules.ts';

/** Kinds of fiscal receipt (NCF, DGII): final consumer, fiscal credit, special regime, government…, each of one DGII series. */
export const tipoNcf = defineResource({
  name: 'tipoNcf',
  api: '/api/financieros/tipos-ncf',
  screen: '/financieros/tipos-ncf',
  id: 'tipoNcfId',
  label: { es: 'Tipo de NCF', en: 'NCF type' },
  plural: { es: 'Tipos de NCF', en: 'NCF types' },
  fields: {
    tiNcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiNcEsFiscal: bool({ es: 'Comprobante fiscal', en: 'Fiscal receipt' }),
    // The DGII's series (B01, E32…): every range of numbers of this type carries it as its prefix.
    tiNcPrefijo: text(
      { es: 'Serie de la DGII', en: 'DGII series' },
      {
        max: 3,
        upper: true,
        unique: true,
        pattern: {
          regex: serieNcfPattern,
          message: { es: 'Una serie de la DGII: B01, B02, B14, E31, E32…', en: 'A DGII series: B01, B02, B14, E31, E32…' },
        },
        // Samples from the series a university seldom uses (the demo holds B01, B02, B04, B14, B15, E31, E32, E34).
        example: (n) => seriesNcf.filter((x) => !/^(B0[124]|B1[45]|E3[124])$/.test(x))[n % 13],
      },
    ),
    estatus: active(),
  },
  search: ['tiNcDescripcion'],
  display: 'tiNcDescripcion',
  lookups: [{ path: '/disponibles', fixed: { estatus: true } }],
});
