import { defineResource, active, date, ref, text, time } from '../platform/resource.ts';
import { activityRules } from './actividad-aula.rules.ts';

/**
 * Activities booked in a classroom (`/planta-fisica/actividades`): an exam, an event, a class outside
 * the timetable, on a date between two times. A classroom holds one activity at a time.
 */
export const actividadAula = defineResource({
  name: 'actividadAula',
  api: '/api/planta-fisica/actividades',
  screen: '/planta-fisica/actividades',
  id: 'actividadAulaId',
  label: { es: 'Actividad en aula', en: 'Classroom activity' },
  plural: { es: 'Actividades en aulas', en: 'Classroom activities' },
  fields: {
    acAuDescripcion: text({ es: 'Actividad', en: 'Activity' }, { required: true, max: 150 }),
    tipoActividadAulaId: ref('tipoActividadAula', { es: 'Tipo de actividad', en: 'Activity type' }, { required: true }),
    aulaId: ref('aula', { es: 'Aula', en: 'Classroom' }, { required: true }),
    acAuFecha: date({ es: 'Fecha', en: 'Date' }, { required: true }),
    acAuHoraInicio: time({ es: 'Desde', en: 'From' }, { required: true, example: (n) => `${String(7 + (n % 5)).padStart(2, '0')}:00` }),
    acAuHoraFin: time({ es: 'Hasta', en: 'Until' }, { required: true, example: (n) => `${String(13 + (n % 5))}:30` }),
    acAuResponsable: text({ es: 'Responsable', en: 'In charge' }, { max: 120 }),
    estatus: active(),
  },
  search: ['acAuDescripcion', 'acAuResponsable'],
  display: 'acAuDescripcion',
  lookups: [
    { path: '/aula/:aulaId', where: { aulaId: 'aulaId' } },
    { path: '/fecha/:acAuFecha', where: { acAuFecha: 'acAuFecha' } },
  ],
  check: activityRules,
});
