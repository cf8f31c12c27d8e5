import { defineResource, active, text } from '../platform/resource.ts';

/** Why income tax was withheld from a supplier, with the DGII's 606 code (`tiposRetencionIsr606`); read-only. */
export const tipoRetencionIsr = defineResource({
  name: 'tipoRetencionIsr',
  api: '/api/financieros/tipos-retenciones-isr',
  screen: '/financieros/tipos-retenciones-isr',
  id: 'tipoRetencionIsrId',
  label: { es: 'Tipo de retención del ISR', en: 'Income-tax withholding type' },
  plural: { es: 'Tipos de retención del ISR', en: 'Income-tax withholding types' },
  fields: {
    tiReCodigo: text({ es: 'Código DGII', en: 'DGII code' }, { required: true, unique: true, max: 2 }),
    tiReDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    estatus: active(),
  },
  search: ['tiReCodigo', 'tiReDescripcion'],
  display: 'tiReDescripcion',
  sort: { field: 'tiReCodigo', order: 'asc' },
  readOnly: true,
});
