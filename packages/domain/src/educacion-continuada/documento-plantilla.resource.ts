import { defineResource, active, text } from '../platform/resource.ts';

/**
 * The documents a course template may ask its participants for (a copy of their ID, of their degree,
 * a 2x2 photo, the signed enrolment form…). Each template says which of them it asks for; a
 * participant's handing in of each is kept per request (`estudiantes-entrega-documentos`).
 */
export const documentoPlantilla = defineResource({
  name: 'documentoPlantilla',
  table: 'ec_documento_plantilla',
  api: '/api/educacion-continuada/cursos-plantilla-documentos',
  screen: '/educacion-continuada/cursos-plantilla-documentos',
  id: 'documentoPlantillaId',
  label: { es: 'Documento requerido', en: 'Required document' },
  plural: { es: 'Documentos de plantillas de cursos', en: 'Course template documents' },
  fields: {
    doPlNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    doPlDescripcion: text({ es: 'Qué se entrega', en: 'What is handed in' }, { max: 500, hideInList: true }),
    estatus: active(),
  },
  search: ['doPlNombre'],
  display: 'doPlNombre',
});
