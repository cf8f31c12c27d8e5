import { defineResource, active, int, ref, text } from '../platform/resource.ts';

/**
 * What the infirmary keeps and gives, with the units in stock. Each visit that gives a medicine of a
 * type counted in stock takes its units off (never below zero); writing the number here is a count of
 * the shelf (a delivery received, a physical count), kept in the audit.
 */
export const medicamento = defineResource({
  name: 'medicamento',
  table: 'medicamento',
  api: '/api/enfermeria/medicamentos',
  screen: '/enfermeria/medicamentos',
  id: 'medicamentoId',
  label: { es: 'Medicamento', en: 'Medicine' },
  plural: { es: 'Medicamentos', en: 'Medicines' },
  fields: {
    mediDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 150, unique: true }),
    tipoMedicamentoId: ref('tipoMedicamento', { es: 'Tipo', en: 'Type' }, { required: true }),
    mediCantidad_Existente: int({ es: 'Existencia (unidades)', en: 'In stock (units)' }, { required: true, min: 0, max: 1_000_000, default: 0 }),
    estatus: active(),
  },
  search: ['mediDescripcion'],
  display: 'mediDescripcion',
});
