import { defineResource, active, bool, date, int, ordered, text } from '../platform/resource.ts';

export const libroEgresado = defineResource({
  name: 'libroEgresado',
  api: '/api/academicos/libros-egresados',
  screen: '/academicos/libros-egresados',
  id: 'libroEgresadoId',
  label: { es: 'Libro de egresados', en: 'Graduates book' },
  plural: { es: 'Libros de egresados', en: 'Graduates books' },
  fields: {
    liEgDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    liEgFolio: int({ es: 'Folio', en: 'Folio' }, { min: 0 }),
    liEgCantidadPaginas: int({ es: 'Páginas', en: 'Pages' }, { min: 1, max: 10000 }),
    liEgCantidadLineas: int({ es: 'Líneas por página', en: 'Lines per page' }, { min: 1, max: 500 }),
    liEgSecuencia: int({ es: 'Secuencia actual', en: 'Current sequence' }, { min: 0 }),
    liEgFechaInicio: date({ es: 'Fecha de inicio', en: 'Start date' }),
    liEgFechaFinalizacion: date({ es: 'Fecha de cierre', en: 'Closing date' }),
    liEgEstaLleno: bool({ es: 'Está lleno', en: 'Full' }),
    estatus: active(),
  },
  search: ['liEgDescripcion'],
  display: 'liEgDescripcion',
  check: ordered('liEgFechaInicio', 'liEgFechaFinalizacion', {
    es: 'La fecha de cierre debe ser posterior a la de inicio.',
    en: 'The closing date must come after the start date.',
  }),
});
