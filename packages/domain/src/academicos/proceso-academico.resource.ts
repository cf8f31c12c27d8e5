import { defineResource, active, bool, int, ref, text } from '../platform/resource.ts';

export const procesoAcademico = defineResource({
  name: 'procesoAcademico',
  api: '/api/academicos/procesos-academicos',
  screen: '/academicos/procesos-academicos',
  id: 'procesoAcademicoId',
  label: { es: 'Proceso académico', en: 'Academic process' },
  plural: { es: 'Procesos académicos', en: 'Academic processes' },
  fields: {
    prAcDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    tipoProcesoId: ref('tipoProceso', { es: 'Tipo de proceso', en: 'Process type' }, { required: true }),
    prAcOrden: int({ es: 'Orden', en: 'Order' }, { min: 0, max: 999 }),
    doAcDetiene_Proceso: bool({ es: 'Detiene el proceso', en: 'Stops the process' }),
    doAcDiaProrroga: int({ es: 'Días de prórroga', en: 'Extension days' }, { min: 0, max: 365 }),
    estatus: active(),
  },
  search: ['prAcDescripcion'],
  display: 'prAcDescripcion',
});
