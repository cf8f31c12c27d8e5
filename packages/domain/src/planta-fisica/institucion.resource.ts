import { defineResource, active, email, text } from '../platform/resource.ts';

export const institucion = defineResource({
  name: 'institucion',
  api: '/api/planta-fisica/instituciones',
  screen: '/planta-fisica/instituciones',
  id: 'institucionId',
  label: { es: 'Institución', en: 'Institution' },
  plural: { es: 'Instituciones', en: 'Institutions' },
  fields: {
    instDescripcion: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true }),
    instSiglas: text({ es: 'Siglas', en: 'Acronym' }, { max: 20, upper: true }),
    instRnc: text(
      { es: 'RNC', en: 'RNC' },
      {
        max: 11,
        pattern: {
          regex: /^(\d{9}|\d{11})$/,
          message: { es: 'El RNC tiene 9 dígitos y la cédula 11, sin guiones.', en: 'An RNC has 9 digits and a cédula 11, without hyphens.' },
        },
        example: (n) => String(140000000 + n),
      },
    ),
    instTelefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    instEmail: email({ es: 'Correo', en: 'E-mail' }),
    instDireccion: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    estatus: active(),
  },
  search: ['instDescripcion', 'instSiglas'],
  display: 'instDescripcion',
});
