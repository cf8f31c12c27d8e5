import { defineResource, active, email, ref, text } from '../platform/resource.ts';

/** Banks the institution deals with: deposits, transfers and cheques name them. */
export const banco = defineResource({
  name: 'banco',
  api: '/api/financieros/bancos',
  screen: '/financieros/bancos',
  id: 'bancoId',
  label: { es: 'Banco', en: 'Bank' },
  plural: { es: 'Bancos', en: 'Banks' },
  fields: {
    bancDescripcion: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true }),
    bancSiglas: text({ es: 'Siglas', en: 'Acronym' }, { max: 15, upper: true }),
    paisId: ref('pais', { es: 'País', en: 'Country' }, { hideInList: true }),
    bancCodigoBancario: text({ es: 'Código bancario', en: 'Bank code' }, { max: 20, upper: true }),
    bancDigitoVerificacion: text({ es: 'Dígito de verificación', en: 'Check digit' }, { max: 2, hideInList: true }),
    bancPersonaContacto1: text({ es: 'Persona de contacto', en: 'Contact person' }, { max: 120, hideInList: true }),
    bancEmailContacto1: email({ es: 'Correo de contacto', en: 'Contact e-mail' }, { hideInList: true }),
    bancTelefono1: text({ es: 'Teléfono', en: 'Phone' }, { max: 30 }),
    estatus: active(),
  },
  search: ['bancDescripcion', 'bancSiglas'],
  display: 'bancDescripcion',
});
