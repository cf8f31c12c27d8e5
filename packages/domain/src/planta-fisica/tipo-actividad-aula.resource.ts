import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoActividadAula = defineResource({
  name: 'tipoActividadAula',
  api: '/api/planta-fisica/tipos-actividades-aulas',
  screen: '/planta-fisica/tipos-actividades-aulas',
  id: 'tipoActividadAulaId',
  label: { es: 'Tipo de actividad de aula', en: 'Classroom activity type' },
  plural: { es: 'Tipos de actividades de aulas', en: 'Classroom activity types' },
  fields: {
    tiAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiAcHorarioClase: bool({ es: 'Es horario de clase', en: 'Is class time' }),
    tiAcLetra: text({ es: 'Letra', en: 'Letter' }, { max: 2, upper: true }),
    estatus: active(),
  },
  search: ['tiAcDescripcion'],
  display: 'tiAcDescripcion',
});
