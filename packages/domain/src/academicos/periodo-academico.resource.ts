import type { Label } from '../platform/i18n.ts';
import { defineResource, active, bool, date, int, ordered, ref, text } from '../platform/resource.ts';

const endAfterStart: Label = { es: 'La fecha de fin debe ser posterior a la de inicio.', en: 'The end date must come after the start date.' };

/**
 * Academic periods and their calendar of academic processes (PeriodoProcesosDet). Each process runs
 * within the period, and ends after it starts.
 */
export function periodoRules(v: Record<string, unknown>): Record<string, Label> | null {
  const own = ordered('peAcFechaInicio', 'peAcFechaFin', endAfterStart)(v);
  if (own) return own;
  const rows = (v.periodoProcesosDet ?? []) as { fechaInicio?: string; fechaFin?: string }[];
  const start = String(v.peAcFechaInicio ?? '');
  const end = String(v.peAcFechaFin ?? '');
  for (const [i, row] of rows.entries()) {
    if (row.fechaInicio && row.fechaFin && row.fechaInicio > row.fechaFin) return { [`periodoProcesosDet.${i}.fechaFin`]: endAfterStart };
    if (start && end && row.fechaInicio && (row.fechaInicio < start || (row.fechaFin ?? '') > end)) {
      return { [`periodoProcesosDet.${i}.fechaInicio`]: { es: 'El proceso debe quedar dentro del período.', en: 'The process must fall within the period.' } };
    }
  }
  return null;
}

export const periodoAcademico = defineResource({
  name: 'periodoAcademico',
  api: '/api/academicos/periodos-academicos',
  screen: '/academicos/periodos-academicos',
  id: 'periodoAcademicoId',
  label: { es: 'Período académico', en: 'Academic period' },
  plural: { es: 'Períodos académicos', en: 'Academic periods' },
  fields: {
    peAcAlias: text({ es: 'Alias', en: 'Alias' }, { required: true, unique: true, max: 20, upper: true }),
    peAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, max: 120 }),
    peAcAno: int({ es: 'Año', en: 'Year' }, { required: true, min: 1950, max: 2100 }),
    peAcCuatrimestre: int({ es: 'Término', en: 'Term' }, { required: true, min: 1, max: 4 }),
    peAcFechaInicio: date({ es: 'Inicio', en: 'Start' }, { required: true }),
    peAcFechaFin: date({ es: 'Fin', en: 'End' }, { required: true }),
    peAcPeriodo_Inscripcion: bool({ es: 'Abierto a inscripción', en: 'Open for enrolment' }),
    peAcPeriodo_Digitacion_Nota: bool({ es: 'Abierto a digitación de notas', en: 'Open for grade entry' }),
    estatus: active(),
  },
  children: {
    periodoProcesosDet: {
      label: { es: 'Calendario de procesos', en: 'Process calendar' },
      fields: {
        procesoAcademicoId: ref('procesoAcademico', { es: 'Proceso', en: 'Process' }, { required: true }),
        fechaInicio: date({ es: 'Desde', en: 'From' }, { required: true }),
        fechaFin: date({ es: 'Hasta', en: 'Until' }, { required: true }),
      },
      unique: ['procesoAcademicoId'],
      max: 60,
    },
  },
  search: ['peAcAlias', 'peAcDescripcion'],
  display: 'peAcDescripcion',
  // Periods read in time, newest first, never alphabetically ("Enero–abril 2027" before "Septiembre–diciembre 2026").
  sort: { field: 'peAcFechaInicio', order: 'desc' },
  lookups: [
    { path: '/todos' },
    { path: '/procesos' },
    { path: '/inscripcion', fixed: { estatus: true, peAcPeriodo_Inscripcion: true } },
    { path: '/digitacion-notas', fixed: { estatus: true, peAcPeriodo_Digitacion_Nota: true } },
    { path: '/alias/:peAcAlias', where: { peAcAlias: 'peAcAlias' }, single: true },
  ],
  check: periodoRules,
});
