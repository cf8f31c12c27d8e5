import { defineResource, active, bool, text } from '../platform/resource.ts';

/**
 * Where a continuing-education enrolment request stands (received, accepted, enrolled, withdrawn…).
 * The spec calls it `estadoSolicitudAdmision`; admissions already has an entity of that name, so this
 * one is named for what it holds.
 */
export const estadoSolicitudInscripcion = defineResource({
  name: 'estadoSolicitudInscripcion',
  table: 'ec_estado_solicitud',
  api: '/api/educacion-continuada/estados-solicitudes-admision',
  screen: '/educacion-continuada/estados-solicitudes-admision',
  id: 'estadoSolicitudAdmisionId',
  label: { es: 'Estado de solicitud de inscripción', en: 'Enrolment request status' },
  plural: { es: 'Estados de solicitudes de inscripción', en: 'Enrolment request statuses' },
  fields: {
    estSolNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estSolDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 500, hideInList: true }),
    estSolInicial: bool({ es: 'Estado de las solicitudes nuevas', en: 'Status of new requests' }),
    estSolOcupaCupo: bool({ es: 'Ocupa un cupo del curso', en: 'Takes a seat of the course' }),
    estSolRetiro: bool({ es: 'Estado de las solicitudes retiradas', en: 'Status of withdrawn requests' }, { hideInList: true }),
    estSolActivo: active(),
  },
  search: ['estSolNombre'],
  display: 'estSolNombre',
  status: 'estSolActivo',
});
