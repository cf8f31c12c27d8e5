import { defineResource, active, int, ref, text } from '../platform/resource.ts';

/** Publications of the institution's research, with their authors. */
export const publicacion = defineResource({
  name: 'publicacion',
  api: '/api/investigacion/publicacion',
  screen: '/investigacion/Publicacion',
  id: 'publicacionId',
  label: { es: 'Publicación', en: 'Publication' },
  plural: { es: 'Publicaciones', en: 'Publications' },
  fields: {
    pubTitulo: text({ es: 'Título', en: 'Title' }, { required: true, max: 300 }),
    tipoPublicacionId: ref('tipoPublicacion', { es: 'Tipo', en: 'Type' }, { required: true }),
    pubAnio: int({ es: 'Año', en: 'Year' }, { required: true, min: 1900, max: 2100 }),
    pubMedio: text({ es: 'Revista, editorial o evento', en: 'Journal, publisher or event' }, { max: 250 }),
    pubDoi: text({ es: 'DOI', en: 'DOI' }, { max: 120, hideInList: true }),
    proyectoInvestigacionId: ref('proyectoInvestigacion', { es: 'Proyecto', en: 'Project' }, { hideInList: true }),
    estatus: active(),
  },
  children: {
    autores: {
      label: { es: 'Autores', en: 'Authors' },
      fields: { autorPublicacionId: ref('autorPublicacion', { es: 'Autor', en: 'Author' }, { required: true }) },
      unique: ['autorPublicacionId'],
    },
  },
  search: ['pubTitulo', 'pubMedio'],
  display: 'pubTitulo',
});
