import { defineResource, active, bool, text } from '../platform/resource.ts';

/** Kinds of what the infirmary gives (analgesics, antacids, first-aid material): whether what it gives is counted in stock. */
export const tipoMedicamento = defineResource({
  name: 'tipoMedicamento',
  table: 'tipo_medicamento',
  api: '/api/enfermeria/tipos-medicamentos',
  screen: '/enfermeria/tipos-medicamentos',
  id: 'tipoMedicamentoId',
  label: { es: 'Tipo de medicamento', en: 'Medicine type' },
  plural: { es: 'Tipos de medicamentos', en: 'Medicine types' },
  fields: {
    tiMeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 100, unique: true }),
    tiMeAfectaInventario: bool({ es: 'Se descuenta del inventario', en: 'Counted in stock' }, { default: true }),
    estatus: active(),
  },
  search: ['tiMeDescripcion'],
  display: 'tiMeDescripcion',
});
