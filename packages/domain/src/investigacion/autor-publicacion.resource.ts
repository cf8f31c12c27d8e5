import { defineResource, active, email, text } from '../platform/resource.ts';

export const autorPublicacion = defineResource({
  name: 'autorPublicacion',
  api: '/api/investigacion/autor-publicacion',
  screen: '/investigacion/AutorPublicacion',
  id: 'autorPublicacionId',
  label: { es: 'Autor de publicación', en: 'Publication author' },
  plural: { es: 'Autores de publicaciones', en: 'Publication authors' },
  fields: {
    auPuNombres: text({ es: 'Nombres', en: 'First names' }, { required: true }),
    auPuApellidos: text({ es: 'Apellidos', en: 'Last names' }, { required: true }),
    auPuEmail: email({ es: 'Correo', en: 'E-mail' }),
    auPuInstitucion: text({ es: 'Institución', en: 'Institution' }, { max: 200 }),
    auPuOrcid: text(
      { es: 'ORCID', en: 'ORCID' },
      {
        max: 19,
        pattern: {
          regex: /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/,
          message: { es: 'Un ORCID tiene la forma 0000-0002-1825-0097.', en: 'An ORCID looks like 0000-0002-1825-0097.' },
        },
        example: (n) => `0000-0002-${String(1000 + (n % 9000))}-0097`,
      },
    ),
    estatus: active(),
  },
  search: ['auPuNombres', 'auPuApellidos'],
  display: 'auPuApellidos',
});
