import { defineResource, active, text } from '../platform/resource.ts';

/** Identity documents of continuing education's facilitators and participants (cédula, passport…). */
export const tipoDocumento = defineResource({
  name: 'tipoDocumento',
  table: 'ec_tipo_documento',
  api: '/api/educacion-continuada/tipos-documentos',
  screen: '/educacion-continuada/tipos-documentos',
  id: 'tipoDocumentoId',
  label: { es: 'Tipo de documento', en: 'Document type' },
  plural: { es: 'Tipos de documentos', en: 'Document types' },
  fields: {
    tiDoNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  search: ['tiDoNombre'],
  display: 'tiDoNombre',
});
