import { defineResource, active, date, text } from '../platform/resource.ts';

/** What a course awards on finishing it (diploma, certificate of participation…), printed on its certificates. */
export const titulosOtorgados = defineResource({
  name: 'titulosOtorgados',
  table: 'ec_titulos_otorgados',
  api: '/api/educacion-continuada/titulos-otorgados',
  screen: '/educacion-continuada/titulos-otorgados',
  id: 'titulosOtorgadosId',
  label: { es: 'Título otorgado', en: 'Certificate awarded' },
  plural: { es: 'Títulos otorgados', en: 'Certificates awarded' },
  fields: {
    tiOtNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    tiOtDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 500, hideInList: true }),
    tiOtFechaCreacion: date({ es: 'Fecha de creación', en: 'Created on' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['tiOtNombre'],
  display: 'tiOtNombre',
});
