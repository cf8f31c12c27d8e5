import { defineResource, active, bool, text } from '../platform/resource.ts';

/** Kinds of fiscal receipt (NCF, DGII): final consumer, fiscal credit, special regime, government… */
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
    estatus: active(),
  },
  search: ['tiNcDescripcion'],
  display: 'tiNcDescripcion',
  lookups: [{ path: '/disponibles', fixed: { estatus: true } }],
});
