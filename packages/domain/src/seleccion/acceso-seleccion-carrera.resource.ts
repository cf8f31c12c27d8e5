import type { Label } from '../platform/i18n.ts';
import { defineResource, active, date, decimal, int, ref, text, time } from '../platform/resource.ts';

/**
 * Registration turns (`/seleccion/acceso-seleccion-carrera`): when the students of a career — or of
 * every career — may register in a period, from a date and hour to another, and who goes first: a
 * turn may ask for credits earned or an index. A career's own turns replace the general ones.
 */
export const accesoSeleccionCarrera = defineResource({
  name: 'accesoSeleccionCarrera',
  api: '/api/seleccion/acceso-seleccion-carrera',
  screen: '/seleccion/acceso-seleccion-carrera',
  id: 'accesoSeleccionCarreraId',
  label: { es: 'Turno de inscripción', en: 'Registration turn' },
  plural: { es: 'Acceso a la selección por carrera', en: 'Registration access by career' },
  fields: {
    acSeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    periodoAcademicoId: ref('periodoAcademico', { es: 'Período', en: 'Period' }, { required: true }),
    carreraId: ref('carrera', { es: 'Carrera (vacío: todas)', en: 'Career (empty: all)' }),
    acSeFechaDesde: date({ es: 'Desde (fecha)', en: 'From (date)' }, { required: true }),
    acSeHoraDesde: time({ es: 'Desde (hora)', en: 'From (time)' }, { required: true }),
    acSeFechaHasta: date({ es: 'Hasta (fecha)', en: 'Until (date)' }, { required: true }),
    acSeHoraHasta: time({ es: 'Hasta (hora)', en: 'Until (time)' }, { required: true }),
    acSeCreditosMinimos: int({ es: 'Créditos aprobados mínimos', en: 'Minimum credits earned' }, { min: 0, max: 400, default: 0 }),
    acSeIndiceMinimo: decimal({ es: 'Índice mínimo', en: 'Minimum index' }, { min: 0, max: 100 }),
    estatus: active(),
  },
  search: ['acSeDescripcion'],
  display: 'acSeDescripcion',
  sort: { field: 'acSeFechaDesde', order: 'asc' },
  check: (v) => {
    const from = `${v.acSeFechaDesde ?? ''}T${v.acSeHoraDesde ?? ''}`;
    const until = `${v.acSeFechaHasta ?? ''}T${v.acSeHoraHasta ?? ''}`;
    const message: Label = { es: 'El turno debe terminar después de empezar.', en: 'The turn must end after it starts.' };
    return v.acSeFechaDesde && v.acSeFechaHasta && v.acSeHoraDesde && v.acSeHoraHasta && until <= from ? { acSeFechaHasta: message } : null;
  },
});
