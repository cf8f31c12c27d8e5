import { defineResource, active, bool, text } from '../platform/resource.ts';

/** Where a course's budget stands (draft, approved, rejected); `estPreAprobado` — approved: its planned lines are no longer edited (only what was spent). */
export const estadoPresupuesto = defineResource({
  name: 'estadoPresupuesto',
  table: 'ec_estado_presupuesto',
  api: '/api/educacion-continuada/estados-presupuestos',
  screen: '/educacion-continuada/estados-presupuestos',
  id: 'estadoPresupuestoId',
  label: { es: 'Estado de presupuesto', en: 'Budget status' },
  plural: { es: 'Estados de presupuestos', en: 'Budget statuses' },
  fields: {
    estPreNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estPreDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 500, hideInList: true }),
    estPreAprobado: bool({ es: 'Aprobado (ya no se edita)', en: 'Approved (no longer edited)' }),
    estatus: active(),
  },
  search: ['estPreNombre'],
  display: 'estPreNombre',
});
