import { defineResource, active, text } from '../platform/resource.ts';

export const areaPrincipalInvestigacion = defineResource({
  name: 'areaPrincipalInvestigacion',
  api: '/api/investigacion/area-principal-investigacion',
  screen: '/investigacion/area-principal-investigacion',
  id: 'areaPrincipalInvestigacionId',
  label: { es: 'Área principal de investigación', en: 'Main research area' },
  plural: { es: 'Áreas principales de investigación', en: 'Main research areas' },
  fields: {
    arPrDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['arPrDescripcion'],
  display: 'arPrDescripcion',
});
