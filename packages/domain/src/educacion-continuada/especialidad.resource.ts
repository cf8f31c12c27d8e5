import { defineResource, active, date, text } from '../platform/resource.ts';

/** A facilitator's field of expertise. */
export const especialidad = defineResource({
  name: 'especialidad',
  table: 'ec_especialidad',
  api: '/api/educacion-continuada/especialidades',
  screen: '/educacion-continuada/especialidades',
  id: 'especialidadId',
  label: { es: 'Especialidad', en: 'Specialty' },
  plural: { es: 'Especialidades', en: 'Specialties' },
  fields: {
    espNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    espFechaCreacion: date({ es: 'Fecha de creación', en: 'Created on' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['espNombre'],
  display: 'espNombre',
});
