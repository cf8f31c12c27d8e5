import { defineResource, active, text } from '../platform/resource.ts';

export const idioma = defineResource({
  name: 'idioma',
  api: '/api/generales/idiomas',
  screen: '/generales/idiomas',
  id: 'idiomaId',
  label: { es: 'Idioma', en: 'Language' },
  plural: { es: 'Idiomas', en: 'Languages' },
  fields: {
    idioDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['idioDescripcion'],
  display: 'idioDescripcion',
});
