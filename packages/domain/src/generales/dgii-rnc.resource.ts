import { defineResource, active, date, text } from '../platform/resource.ts';

export const dgiiRnc = defineResource({
  name: 'dgiiRnc',
  api: '/api/generales/dgii-rnc',
  screen: '/generales/dgii-rnc',
  id: 'id',
  label: { es: 'Contribuyente (RNC)', en: 'Taxpayer (RNC)' },
  plural: { es: 'Registro de contribuyentes DGII', en: 'DGII taxpayer registry' },
  fields: {
    rncId: text(
      { es: 'RNC / Cédula', en: 'RNC / ID number' },
      {
        required: true,
        unique: true,
        max: 11,
        pattern: {
          regex: /^(\d{9}|\d{11})$/,
          message: { es: 'El RNC tiene 9 dígitos y la cédula 11, sin guiones.', en: 'An RNC has 9 digits and a cédula 11, without hyphens.' },
        },
        example: (n) => String(130000000 + n),
      },
    ),
    nombre: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 200 }),
    razonSocial: text({ es: 'Razón social', en: 'Business name' }, { max: 200 }),
    acronimo: text({ es: 'Nombre comercial', en: 'Trade name' }, { max: 200, hideInList: true }),
    direccion1: text({ es: 'Dirección 1', en: 'Address line 1' }, { max: 200, hideInList: true }),
    direccion2: text({ es: 'Dirección 2', en: 'Address line 2' }, { max: 200, hideInList: true }),
    direccion3: text({ es: 'Dirección 3', en: 'Address line 3' }, { max: 200, hideInList: true }),
    telefono: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    fecha: date({ es: 'Fecha de registro', en: 'Registration date' }, { hideInList: true }),
    estatusDescr: text({ es: 'Estado en la DGII', en: 'DGII status' }, { max: 30 }),
    tipoRnc: text({ es: 'Tipo de RNC', en: 'RNC type' }, { max: 30, hideInList: true }),
    estatus: active(),
  },
  search: ['rncId', 'nombre', 'razonSocial'],
  display: 'nombre',
  pageSize: 50,
  lookups: [{ path: '/rnc/:rncId', where: { rncId: 'rncId' }, single: true }],
});
