import { bool, defineResource, text } from '../platform/resource.ts';

/**
 * How a section's schedule is organised (spec §3 tipoClasificacionHorario): weekly through the term,
 * or modular (the subject taught in a few consecutive weeks), with the code other systems know it by.
 */
export const tipoClasificacionHorario = defineResource({
  name: 'tipoClasificacionHorario',
  api: '/api/horarios/tipos-clasificaciones-horarios',
  screen: '/horarios/tipos-clasificaciones-horarios',
  id: 'tipoClasificacionHorarioId',
  label: { es: 'Clasificación de horario', en: 'Schedule classification' },
  plural: { es: 'Clasificaciones de horarios', en: 'Schedule classifications' },
  fields: {
    tiClDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
    codigoReferencia: text({ es: 'Código de referencia', en: 'Reference code' }, { max: 20 }),
    tiClModular: bool({ es: 'Modular', en: 'Modular' }),
  },
  search: ['tiClDescripcion', 'codigoReferencia'],
  display: 'tiClDescripcion',
});
