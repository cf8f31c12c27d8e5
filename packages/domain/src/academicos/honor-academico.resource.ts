import { defineResource, active, decimal, int, ordered, text } from '../platform/resource.ts';

export const honorAcademico = defineResource({
  name: 'honorAcademico',
  api: '/api/academicos/honor-academico',
  screen: '/academicos/honor-academico',
  id: 'honorAcademicoId',
  label: { es: 'Honor académico', en: 'Academic honour' },
  plural: { es: 'Honores académicos', en: 'Academic honours' },
  fields: {
    hoAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    hoAcRangoInicial: decimal({ es: 'Índice desde', en: 'GPA from' }, { required: true, min: 0, max: 4 }),
    hoAcRangoFinal: decimal({ es: 'Índice hasta', en: 'GPA to' }, { required: true, min: 0, max: 4 }),
    hoAcOrden: int({ es: 'Orden', en: 'Order' }, { min: 0, max: 99 }),
    estatus: active(),
  },
  search: ['hoAcDescripcion'],
  display: 'hoAcDescripcion',
  check: ordered('hoAcRangoInicial', 'hoAcRangoFinal', {
    es: 'El índice final debe ser mayor o igual que el inicial.',
    en: 'The upper GPA must not be below the lower one.',
  }),
});
