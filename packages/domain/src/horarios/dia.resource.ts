import { defineResource, int, text } from '../platform/resource.ts';

/** The days of the week a section meets on (spec §3 dias: read-only), Monday first as the timetable reads. */
export const dia = defineResource({
  name: 'dia',
  api: '/api/horarios/dias',
  screen: '/horarios/dias',
  id: 'diaId',
  label: { es: 'Día', en: 'Day' },
  plural: { es: 'Días', en: 'Days' },
  fields: {
    diaDescripcion: text({ es: 'Día', en: 'Day' }, { required: true, unique: true, max: 20 }),
    diaAbreviatura: text({ es: 'Abreviatura', en: 'Short name' }, { required: true, max: 3 }),
    diaOrden: int({ es: 'Orden', en: 'Order' }, { required: true, min: 1, max: 7 }),
  },
  search: ['diaDescripcion'],
  display: 'diaDescripcion',
  sort: { field: 'diaOrden', order: 'asc' },
  readOnly: true,
  company: false,
});
