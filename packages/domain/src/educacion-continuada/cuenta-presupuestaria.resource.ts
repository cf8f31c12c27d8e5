import { defineResource, active, bool, ref, text } from '../platform/resource.ts';

/**
 * An account a course's budget is written in (inscriptions, facilitators' fees, materials, venue…),
 * of a kind (`tipos-cuentas-presupuestarias`); `cuPrIngreso` says it budgets income rather than a cost.
 */
export const cuentaPresupuestaria = defineResource({
  name: 'cuentaPresupuestaria',
  table: 'ec_cuenta_presupuestaria',
  api: '/api/educacion-continuada/cuentas-presupuestaria',
  screen: '/educacion-continuada/cuentas-presupuestaria',
  id: 'cuentaPresupuestariaId',
  label: { es: 'Cuenta presupuestaria', en: 'Budget account' },
  plural: { es: 'Cuentas presupuestarias', en: 'Budget accounts' },
  fields: {
    cuPrCodigo: text(
      { es: 'Código', en: 'Code' },
      {
        required: true,
        unique: true,
        max: 20,
        upper: true,
        pattern: { regex: /^[A-Z0-9.-]+$/, message: { es: 'Letras, dígitos, puntos o guiones.', en: 'Letters, digits, dots or dashes.' } },
        example: (n) => `EC-${String(100 + n)}`,
      },
    ),
    cuPrNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 120 }),
    tipoCuentaPresupuestariaId: ref('tipoCuentaPresupuestaria', { es: 'Tipo', en: 'Type' }, { required: true }),
    cuPrIngreso: bool({ es: 'Es de ingresos', en: 'Is an income account' }),
    estatus: active(),
  },
  search: ['cuPrCodigo', 'cuPrNombre'],
  display: 'cuPrNombre',
  sort: { field: 'cuPrCodigo', order: 'asc' },
});
