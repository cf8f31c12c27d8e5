import { defineResource, active, bool, text } from '../platform/resource.ts';

/**
 * Where a participant's required document stands (pending, handed in, accepted, rejected). Which
 * state means what is said by its flags, never by its name: `estDoCumple` — the requirement is met
 * (a certificate needs every required document in such a state); `estDoInicial` — the state a
 * document starts in.
 */
export const estadoDocumentoSolicitud = defineResource({
  name: 'estadoDocumentoSolicitud',
  table: 'ec_estado_documento',
  api: '/api/educacion-continuada/estado-documento-solicitud',
  screen: '/educacion-continuada/estado-documento-solicitud',
  id: 'estadoDocumentoSolicitudId',
  label: { es: 'Estado de documento de solicitud', en: 'Request document status' },
  plural: { es: 'Estados de documentos de solicitudes', en: 'Request document statuses' },
  fields: {
    estDoNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estDoDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 500, hideInList: true }),
    estDoInicial: bool({ es: 'Estado de un documento aún no entregado', en: 'Status of a document not yet handed in' }),
    estDoCumple: bool({ es: 'Cumple el requisito', en: 'Meets the requirement' }),
    estatus: active(),
  },
  search: ['estDoNombre'],
  display: 'estDoNombre',
});
