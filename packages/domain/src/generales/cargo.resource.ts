import { defineResource, active, text } from '../platform/resource.ts';

export const cargo = defineResource({
  name: 'cargo',
  api: '/api/generales/cargos',
  screen: '/generales/cargos',
  id: 'cargoId',
  label: { es: 'Cargo', en: 'Position' },
  plural: { es: 'Cargos', en: 'Positions' },
  fields: {
    cargDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['cargDescripcion'],
  display: 'cargDescripcion',
});
