import { defineResource, active, date, int, ordered, ref, text } from '../platform/resource.ts';

export const facultad = defineResource({
  name: 'facultad',
  api: '/api/academicos/facultades',
  screen: '/academicos/facultades',
  id: 'facultadId',
  label: { es: 'Facultad', en: 'Faculty' },
  plural: { es: 'Facultades', en: 'Faculties' },
  fields: {
    facuDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    edificioId: ref('edificio', { es: 'Edificio', en: 'Building' }),
    facuPiso: int({ es: 'Piso', en: 'Floor' }, { min: 0, max: 200 }),
    facuDecano: text({ es: 'Decano(a)', en: 'Dean' }, { max: 120 }),
    facuTelefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    facuFechaInicio: date({ es: 'Fecha de inicio', en: 'Start date' }, { hideInList: true }),
    facuFechaFin: date({ es: 'Fecha de fin', en: 'End date' }, { hideInList: true }),
    cuentaContableGp: text({ es: 'Cuenta contable GP', en: 'GP ledger account' }, { max: 60, hideInList: true }),
    cuentaContableGpDimension: text({ es: 'Dimensión GP', en: 'GP dimension' }, { max: 60, hideInList: true }),
    estatus: active(),
  },
  search: ['facuDescripcion', 'facuDecano'],
  display: 'facuDescripcion',
  check: ordered('facuFechaInicio', 'facuFechaFin', {
    es: 'La fecha de fin debe ser posterior a la de inicio.',
    en: 'The end date must come after the start date.',
  }),
});
