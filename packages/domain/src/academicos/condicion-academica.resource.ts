import { defineResource, active, bool, decimal, int, ordered, text } from '../platform/resource.ts';

/**
 * Academic conditions (normal, probation, separation): the band of cumulative GPA each covers and
 * whether a student in it may select courses. A student career's condition changes as an event
 * (`/academicos/estudiante-cambio-condicion-academica`); the grades module will assign it from the GPA.
 */
export const condicionAcademica = defineResource({
  name: 'condicionAcademica',
  api: '/api/academicos/condiciones-academicas',
  screen: '/academicos/condicion-academica',
  id: 'condicionAcademicaId',
  label: { es: 'Condición académica', en: 'Academic standing' },
  plural: { es: 'Condiciones académicas', en: 'Academic standings' },
  fields: {
    coAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
    coAcIndiceDesde: decimal({ es: 'Índice desde', en: 'GPA from' }, { required: true, min: 0, max: 4 }),
    coAcIndiceHasta: decimal({ es: 'Índice hasta', en: 'GPA to' }, { required: true, min: 0, max: 4 }),
    coAcPermiteSeleccion: bool({ es: 'Puede seleccionar asignaturas', en: 'May select courses' }, { default: true }),
    coAcOrden: int({ es: 'Orden', en: 'Order' }, { min: 0, max: 99 }),
    estatus: active(),
  },
  search: ['coAcDescripcion'],
  display: 'coAcDescripcion',
  check: ordered('coAcIndiceDesde', 'coAcIndiceHasta', {
    es: 'El índice final debe ser mayor o igual que el inicial.',
    en: 'The upper GPA must not be below the lower one.',
  }),
});
