import { defineResource, active, date, email, ordered, ref, text } from '../platform/resource.ts';

export const escuela = defineResource({
  name: 'escuela',
  api: '/api/academicos/escuelas',
  screen: '/academicos/escuelas',
  id: 'escuelaId',
  label: { es: 'Escuela', en: 'School' },
  plural: { es: 'Escuelas', en: 'Schools' },
  fields: {
    escuDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true }),
    facultadId: ref('facultad', { es: 'Facultad', en: 'Faculty' }, { required: true }),
    escuDirector: text({ es: 'Director(a)', en: 'Director' }, { max: 120 }),
    escuTelefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    escuEmail: email({ es: 'Correo', en: 'E-mail' }),
    escuFechaInicio: date({ es: 'Fecha de inicio', en: 'Start date' }, { hideInList: true }),
    escuFechaFin: date({ es: 'Fecha de fin', en: 'End date' }, { hideInList: true }),
    escuAmparada_ResolucionNo: text({ es: 'Resolución que la ampara', en: 'Authorising resolution' }, { max: 60, hideInList: true }),
    escuResolucion_Fecha: date({ es: 'Fecha de la resolución', en: 'Resolution date' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['escuDescripcion', 'escuDirector'],
  display: 'escuDescripcion',
  lookups: [{ path: '/facultad/:facultadId', where: { facultadId: 'facultadId' } }],
  check: ordered('escuFechaInicio', 'escuFechaFin', {
    es: 'La fecha de fin debe ser posterior a la de inicio.',
    en: 'The end date must come after the start date.',
  }),
});
