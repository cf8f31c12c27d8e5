import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoAdmision = defineResource({
  name: 'tipoAdmision',
  api: '/api/academicos/tipo-admision',
  screen: '/academicos/tipo-admision',
  id: 'tipoAdmisionId',
  label: { es: 'Tipo de admisión', en: 'Admission type' },
  plural: { es: 'Tipos de admisión', en: 'Admission types' },
  fields: {
    tiAdDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiAdRequierePrueba: bool({ es: 'Requiere prueba de admisión', en: 'Requires admission test' }),
    estatus: active(),
  },
  search: ['tiAdDescripcion'],
  display: 'tiAdDescripcion',
});
