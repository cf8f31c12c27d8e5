import { defineResource, active, text } from '../platform/resource.ts';

export const tipoProceso = defineResource({
  name: 'tipoProceso',
  api: '/api/academicos/tipos-procesos',
  screen: '/academicos/tipos-procesos',
  id: 'tipoProcesoId',
  label: { es: 'Tipo de proceso', en: 'Process type' },
  plural: { es: 'Tipos de procesos', en: 'Process types' },
  fields: {
    tiPrDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiPrDescripcion'],
  display: 'tiPrDescripcion',
});
