import { defineResource, active, text } from '../platform/resource.ts';

export const tipoCalificacionPlantilla = defineResource({
  name: 'tipoCalificacionPlantilla',
  api: '/api/academicos/tipos-calificaciones-plantillas',
  screen: '/academicos/tipos-calificaciones-plantillas',
  id: 'tipoCalificacionPlantillaId',
  label: { es: 'Plantilla de calificación', en: 'Grading template' },
  plural: { es: 'Plantillas de calificación', en: 'Grading templates' },
  fields: {
    tiCpDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiCpDescripcion'],
  display: 'tiCpDescripcion',
});
