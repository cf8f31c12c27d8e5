import { defineResource, active, text } from '../platform/resource.ts';

/** Kinds of line in a course's budget (income, facilitators' fees, materials…). */
export const tipoCuentaPresupuestaria = defineResource({
  name: 'tipoCuentaPresupuestaria',
  table: 'ec_tipo_cuenta_presupuestaria',
  api: '/api/educacion-continuada/tipos-cuentas-presupuestarias',
  screen: '/educacion-continuada/tipos-cuentas-presupuestarias',
  id: 'tipoCuentaPresupuestariaId',
  label: { es: 'Tipo de cuenta presupuestaria', en: 'Budget account type' },
  plural: { es: 'Tipos de cuentas presupuestarias', en: 'Budget account types' },
  fields: {
    tiCuPreNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  search: ['tiCuPreNombre'],
  display: 'tiCuPreNombre',
});
