import { defineResource, active, text } from '../platform/resource.ts';

export const tipoDocumentoIdentificacion = defineResource({
  name: 'tipoDocumentoIdentificacion',
  api: '/api/generales/tipos-documentos-identificacion',
  screen: '/generales/tipos-documentos-identificacion',
  id: 'tipoDocumentoIdentificacionId',
  label: { es: 'Tipo de documento de identidad', en: 'Identity document type' },
  plural: { es: 'Tipos de documentos de identidad', en: 'Identity document types' },
  fields: {
    doIdDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['doIdDescripcion'],
  display: 'doIdDescripcion',
});
