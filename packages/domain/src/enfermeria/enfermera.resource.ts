import { defineResource, active, ref, text } from '../platform/resource.ts';

/** The infirmary's nurses: who attends a visit, on which campus and shift. */
export const enfermera = defineResource({
  name: 'enfermera',
  table: 'enfermera',
  api: '/api/enfermeria/enfermeras',
  screen: '/enfermeria/enfermeras',
  id: 'enfermeraId',
  label: { es: 'Enfermera(o)', en: 'Nurse' },
  plural: { es: 'Enfermeras(os)', en: 'Nurses' },
  fields: {
    enfeNombres: text({ es: 'Nombre completo', en: 'Full name' }, { required: true, max: 150 }),
    enfeTanda: text({ es: 'Tanda', en: 'Shift' }, { max: 30 }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    estatus: active(),
  },
  search: ['enfeNombres'],
  display: 'enfeNombres',
});
