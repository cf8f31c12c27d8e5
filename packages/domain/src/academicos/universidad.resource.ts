import { defineResource, active, date, email, ref, text } from '../platform/resource.ts';

export const universidad = defineResource({
  name: 'universidad',
  api: '/api/academicos/universidades',
  screen: '/academicos/universidades',
  id: 'universidadId',
  label: { es: 'Universidad', en: 'University' },
  plural: { es: 'Universidades', en: 'Universities' },
  fields: {
    univDescripcion: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 200 }),
    tipoUniversidadId: ref('tipoUniversidad', { es: 'Tipo de universidad', en: 'University type' }),
    paisId: ref('pais', { es: 'País', en: 'Country' }),
    univWebsite: text({ es: 'Sitio web', en: 'Website' }, { max: 200, hideInList: true }),
    univDireccion: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    univTelefono1: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    univCorreoElectronico: email({ es: 'Correo', en: 'E-mail' }, { hideInList: true }),
    univFundadaPor: text({ es: 'Fundada por', en: 'Founded by' }, { max: 200, hideInList: true }),
    univFundada_DecretoNo: text({ es: 'Decreto de fundación', en: 'Founding decree' }, { max: 60, hideInList: true }),
    univFundada_FechaDe: date({ es: 'Fecha de fundación', en: 'Founding date' }, { hideInList: true }),
    univFundada_LeyNo: text({ es: 'Ley de fundación', en: 'Founding law' }, { max: 60, hideInList: true }),
    univFundada_LeyFecha: date({ es: 'Fecha de la ley', en: 'Law date' }, { hideInList: true }),
    univFecha_Convenio_Intercambio: date({ es: 'Convenio de intercambio', en: 'Exchange agreement date' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['univDescripcion'],
  display: 'univDescripcion',
});
