import { defineResource, active, text } from '../platform/resource.ts';

export const financiamientoEstudio = defineResource({
  name: 'financiamientoEstudio',
  api: '/api/academicos/financiamientos-estudios',
  screen: '/academicos/financiamientos-estudios',
  id: 'financiamientoEstudioId',
  label: { es: 'Financiamiento de estudios', en: 'Study funding' },
  plural: { es: 'Financiamientos de estudios', en: 'Study funding' },
  fields: {
    nombre: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['nombre'],
  display: 'nombre',
});
