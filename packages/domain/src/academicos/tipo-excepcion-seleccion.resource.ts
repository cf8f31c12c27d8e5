import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoExcepcionSeleccion = defineResource({
  name: 'tipoExcepcionSeleccion',
  api: '/api/academicos/tipos-excepciones-seleccion',
  screen: '/academicos/tipos-excepciones-seleccion',
  id: 'tipoExcepcionSeleccionId',
  label: { es: 'Tipo de excepción de selección', en: 'Selection exception type' },
  plural: { es: 'Tipos de excepciones de selección', en: 'Selection exception types' },
  fields: {
    tiExDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiExPermiteChoque: bool({ es: 'Permite choque de horario', en: 'Allows schedule clash' }),
    tiExPermiteCupoLleno: bool({ es: 'Permite sección llena', en: 'Allows full section' }),
    tiExPermiteSinPrerrequisito: bool({ es: 'Permite sin prerrequisito', en: 'Allows missing prerequisite' }),
    tiExPermiteEnCurso: bool({ es: 'Permite una asignatura que ya cursa', en: 'Allows a subject already being taken' }),
    estatus: active(),
  },
  search: ['tiExDescripcion'],
  display: 'tiExDescripcion',
});
