import { defineResource, active, text } from '../platform/resource.ts';

/** Admission-request statuses (spec §3 "Admission-state record"); their ids are fixed by the spec (§4). */
export const estadoSolicitudAdmision = defineResource({
  name: 'estadoSolicitudAdmision',
  api: '/api/academicos/estados-solicitudes-admisiones',
  screen: '/academicos/estados-solicitudes-admisiones',
  id: 'estadoSolicitudAdmisionId',
  label: { es: 'Estado de solicitud de admisión', en: 'Admission request status' },
  plural: { es: 'Estados de solicitudes de admisión', en: 'Admission request statuses' },
  fields: {
    esSoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
    estatus: active(),
  },
  search: ['esSoDescripcion'],
  display: 'esSoDescripcion',
});
