import { defineResource, active, text } from '../platform/resource.ts';

export const tipoPublicacion = defineResource({
  name: 'tipoPublicacion',
  api: '/api/investigacion/tipo-publicacion',
  screen: '/investigacion/TipoPublicacion',
  id: 'tipoPublicacionId',
  label: { es: 'Tipo de publicación', en: 'Publication type' },
  plural: { es: 'Tipos de publicaciones', en: 'Publication types' },
  fields: {
    tiPuDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiPuDescripcion'],
  display: 'tiPuDescripcion',
});
