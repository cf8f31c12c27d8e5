import { defineResource, active, text } from '../platform/resource.ts';

/** Groups the accounting services are reported under (tuition, fees, certificates…). */
export const servicioContableGrupo = defineResource({
  name: 'servicioContableGrupo',
  api: '/api/financieros/servicio-contable-grupo',
  screen: '/financieros/servicio-contable-grupo',
  id: 'servicioContableGrupoId',
  label: { es: 'Grupo de servicios', en: 'Service group' },
  plural: { es: 'Grupos de servicios', en: 'Service groups' },
  fields: {
    seGrDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['seGrDescripcion'],
  display: 'seGrDescripcion',
});
