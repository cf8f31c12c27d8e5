import { defineResource, active, text } from '../platform/resource.ts';

/** A facilitator's or participant's highest degree (bachiller, licenciatura, maestría…). */
export const gradoAcademico = defineResource({
  name: 'gradoAcademico',
  table: 'ec_grado_academico',
  api: '/api/educacion-continuada/grados-academicos',
  screen: '/educacion-continuada/grados-academicos',
  id: 'gradoAcademicoId',
  label: { es: 'Grado académico', en: 'Academic degree' },
  plural: { es: 'Grados académicos', en: 'Academic degrees' },
  fields: {
    graAcaNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  search: ['graAcaNombre'],
  display: 'graAcaNombre',
});
