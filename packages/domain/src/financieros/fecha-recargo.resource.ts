import { defineResource, active, date, int, ref } from '../platform/resource.ts';

/**
 * When late fees start for a term (`/financieros/registrofechasrecargos`): for each instalment
 * number, the date after which an instalment still unpaid takes its late fee. An instalment with no
 * date here takes it the day after it falls due.
 */
export const fechaRecargo = defineResource({
  name: 'fechaRecargo',
  api: '/api/financieros/fechas-recargos',
  screen: '/financieros/registrofechasrecargos',
  id: 'fechaRecargoId',
  label: { es: 'Fecha de recargo', en: 'Late-fee date' },
  plural: { es: 'Fechas de recargos', en: 'Late-fee dates' },
  fields: {
    periodoAcademicoId: ref('periodoAcademico', { es: 'Período', en: 'Term' }, { required: true }),
    feReCuota: int({ es: 'Cuota', en: 'Instalment' }, { required: true, min: 1, max: 12 }),
    feReFecha: date({ es: 'Recargo desde', en: 'Late fee from' }, { required: true }),
    estatus: active(),
  },
  search: [],
  display: 'periodoAcademicoId',
});
