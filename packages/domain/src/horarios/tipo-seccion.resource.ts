import { bool, defineResource, text } from '../platform/resource.ts';

/** Kinds of sections (spec §3 tipoSeccion): theory, laboratory, practice; a practice section says so. */
export const tipoSeccion = defineResource({
  name: 'tipoSeccion',
  api: '/api/horarios/tipos-secciones',
  screen: '/horarios/tipos-secciones',
  id: 'tipoSeccionId',
  label: { es: 'Tipo de sección', en: 'Section type' },
  plural: { es: 'Tipos de secciones', en: 'Section types' },
  fields: {
    tiSeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
    tiSePractica: bool({ es: 'Es práctica', en: 'Is a practice' }),
  },
  search: ['tiSeDescripcion'],
  display: 'tiSeDescripcion',
});
