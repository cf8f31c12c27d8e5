import { defineResource, active, text } from '../platform/resource.ts';

export const tipoInvestigacion = defineResource({
  name: 'tipoInvestigacion',
  api: '/api/investigacion/tipo-investigacion',
  screen: '/investigacion/tipo-investigacion',
  id: 'tipoInvestigacionId',
  label: { es: 'Tipo de investigación', en: 'Research type' },
  plural: { es: 'Tipos de investigación', en: 'Research types' },
  fields: {
    tiInDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiInDescripcion'],
  display: 'tiInDescripcion',
});
