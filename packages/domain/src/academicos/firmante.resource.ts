import { defineResource, active, int, text } from '../platform/resource.ts';

export const firmante = defineResource({
  name: 'firmante',
  api: '/api/academicos/firmantes',
  screen: '/academicos/firmantes',
  id: 'firmanteId',
  label: { es: 'Firmante', en: 'Signatory' },
  plural: { es: 'Firmantes', en: 'Signatories' },
  fields: {
    firmNombre: text({ es: 'Nombre', en: 'Name' }, { required: true }),
    firmCargo: text({ es: 'Cargo', en: 'Position' }, { required: true, max: 150 }),
    firmOrden: int({ es: 'Orden en los documentos', en: 'Order on documents' }, { min: 0, max: 20 }),
    estatus: active(),
  },
  search: ['firmNombre', 'firmCargo'],
  display: 'firmNombre',
});
