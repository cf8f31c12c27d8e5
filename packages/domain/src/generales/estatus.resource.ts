import { defineResource, active, bool, text } from '../platform/resource.ts';

export const estatus = defineResource({
  name: 'estatus',
  api: '/api/generales/estatus',
  screen: '/generales/estatus',
  id: 'estatusId',
  label: { es: 'Estatus', en: 'Status' },
  plural: { es: 'Estatus', en: 'Statuses' },
  fields: {
    estaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estaPersona: bool({ es: 'Aplica a personas', en: 'Applies to people' }),
    estaActivo: active(),
  },
  search: ['estaDescripcion'],
  display: 'estaDescripcion',
  lookups: [{ path: '/persona', fixed: { estaPersona: true } }],
});
