import { defineResource, date, decimal, int, ref, text } from '../platform/resource.ts';

/**
 * A course's budget: its lines, each an account (income or cost) with a quantity and a unit amount;
 * what a cost line actually cost is written on it as it is spent (`prLiEjecutado`), while the actual
 * income is finance's (what the course's participants paid). Its status moves draft → approved or
 * rejected; who moved it and when is kept (`presupuesto.hooks.ts`), and an approved budget is not edited.
 * A budget may be made for a company (a quote for a closed group, printed by `/financiero/cotizacion`).
 */
export const presupuesto = defineResource({
  name: 'presupuesto',
  table: 'ec_presupuesto',
  api: '/api/educacion-continuada/presupuestos',
  screen: '/educacion-continuada/presupuestos',
  id: 'presupuestoId',
  label: { es: 'Presupuesto de curso', en: 'Course budget' },
  plural: { es: 'Presupuestos de cursos', en: 'Course budgets' },
  fields: {
    prDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 200 }),
    cursoId: ref('curso', { es: 'Curso', en: 'Course' }, { required: true }),
    empresaId: ref('empresa', { es: 'Para la empresa', en: 'For the company' }),
    estadoPresupuestoId: ref('estadoPresupuesto', { es: 'Estado', en: 'Status' }, { required: true }),
    prFecha: date({ es: 'Fecha', en: 'Date' }, { required: true }),
    prParticipantes: int({ es: 'Participantes previstos', en: 'Expected participants' }, { required: true, min: 1, max: 5000 }),
    prNotas: text({ es: 'Notas', en: 'Notes' }, { max: 1000, hideInList: true }),
  },
  children: {
    lineas: {
      label: { es: 'Líneas', en: 'Lines' },
      fields: {
        cuentaPresupuestariaId: ref('cuentaPresupuestaria', { es: 'Cuenta', en: 'Account' }, { required: true }),
        prLiDescripcion: text({ es: 'Detalle', en: 'Detail' }, { max: 200 }),
        prLiCantidad: decimal({ es: 'Cantidad', en: 'Quantity' }, { required: true, min: 0, max: 100_000 }),
        prLiMontoUnitario: decimal({ es: 'Monto unitario', en: 'Unit amount' }, { required: true, min: 0, max: 99_999_999 }),
        prLiEjecutado: decimal({ es: 'Ejecutado (costos)', en: 'Actually spent (costs)' }, { min: 0, max: 999_999_999 }),
      },
      max: 60,
      initialRows: 1,
    },
  },
  search: ['prDescripcion'],
  display: 'prDescripcion',
  sort: { field: 'prFecha', order: 'desc' },
  pageSize: 25,
});
