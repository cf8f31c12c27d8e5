import { defineResource, active, text } from '../platform/resource.ts';

export const gradoAcademicoInvestigador = defineResource({
  name: 'gradoAcademicoInvestigador',
  api: '/api/investigacion/grado-academico-investigador',
  screen: '/investigacion/grado-academico-investigador',
  id: 'gradoAcademicoInvestigadorId',
  label: { es: 'Grado académico del investigador', en: 'Researcher degree' },
  plural: { es: 'Grados académicos de investigadores', en: 'Researcher degrees' },
  fields: {
    grAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['grAcDescripcion'],
  display: 'grAcDescripcion',
});
