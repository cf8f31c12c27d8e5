import { defineResource, active, text } from '../platform/resource.ts';

export const duracionProyecto = defineResource({
  name: 'duracionProyecto',
  api: '/api/investigacion/duracion-proyectos',
  screen: '/investigacion/duracion-proyectos',
  id: 'duracionProyectoId',
  label: { es: 'Duración de proyecto', en: 'Project duration' },
  plural: { es: 'Duraciones de proyectos', en: 'Project durations' },
  fields: {
    duPrDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['duPrDescripcion'],
  display: 'duPrDescripcion',
});
