import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoAula = defineResource({
  name: 'tipoAula',
  api: '/api/planta-fisica/tipos-aulas',
  screen: '/planta-fisica/tipos-aulas',
  id: 'tipoAulaId',
  label: { es: 'Tipo de aula', en: 'Classroom type' },
  plural: { es: 'Tipos de aulas', en: 'Classroom types' },
  fields: {
    tiAuDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiAuEsLaboratorio: bool({ es: 'Es laboratorio', en: 'Is a laboratory' }),
    tiAuEsVirtual: bool({ es: 'Es virtual', en: 'Is virtual' }),
    tiAuImparteClaseExterna: bool({ es: 'Clases externas', en: 'External classes' }),
    tiAuValidaChoque: bool({ es: 'Valida choques de horario', en: 'Checks schedule clashes' }),
    estatus: active(),
  },
  search: ['tiAuDescripcion'],
  display: 'tiAuDescripcion',
});
