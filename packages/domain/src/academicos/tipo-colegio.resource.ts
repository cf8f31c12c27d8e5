import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoColegio = defineResource({
  name: 'tipoColegio',
  api: '/api/academicos/tipos-colegios',
  screen: '/academicos/tipos-colegios',
  id: 'tipoColegioId',
  label: { es: 'Tipo de colegio', en: 'School type' },
  plural: { es: 'Tipos de colegios', en: 'School types' },
  fields: {
    tiCoDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiCoPublico: bool({ es: 'Público', en: 'Public' }),
    estatus: active(),
  },
  search: ['tiCoDescripcion'],
  display: 'tiCoDescripcion',
});
