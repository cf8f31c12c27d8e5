import { active, defineResource, int, text } from '../platform/resource.ts';

/**
 * How often a section meets (spec §3 seccionPatronRecurrencia): the pattern's name and how many days
 * a week it takes ("Lunes y miércoles": 2). A section's weekly meetings follow it.
 */
export const seccionPatronRecurrencia = defineResource({
  name: 'seccionPatronRecurrencia',
  api: '/api/horarios/secciones-patrones-recurrencias',
  screen: '/horarios/secciones-patrones-recurrencias',
  id: 'seccionPatronRecurrenciaId',
  label: { es: 'Patrón de recurrencia', en: 'Recurrence pattern' },
  plural: { es: 'Patrones de recurrencia', en: 'Recurrence patterns' },
  fields: {
    sePaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
    sePaCantidadDias: int({ es: 'Días por semana', en: 'Days a week' }, { required: true, min: 1, max: 7 }),
    estatus: active(),
  },
  search: ['sePaDescripcion'],
  display: 'sePaDescripcion',
});
