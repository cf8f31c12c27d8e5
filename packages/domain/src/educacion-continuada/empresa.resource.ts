import { defineResource, active, bool, email, ref, text } from '../platform/resource.ts';

/** Companies that send participants to continuing education or hire courses for their staff; facilitators may work for one. */
export const empresa = defineResource({
  name: 'empresa',
  table: 'ec_empresa',
  api: '/api/educacion-continuada/empresas',
  screen: '/educacion-continuada/empresas',
  id: 'empresaId',
  label: { es: 'Empresa', en: 'Company' },
  plural: { es: 'Empresas', en: 'Companies' },
  fields: {
    empNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 200 }),
    empRnc: text(
      { es: 'RNC', en: 'RNC' },
      {
        max: 11,
        unique: true,
        pattern: {
          regex: /^(\d{9}|\d{11})$/,
          message: { es: 'Un RNC tiene 9 dígitos; una cédula, 11 (sin guiones).', en: 'An RNC has 9 digits; an ID number, 11 (no dashes).' },
        },
        example: (n) => String(130000000 + n),
      },
    ),
    tipoEmpresaId: ref('tipoEmpresa', { es: 'Tipo de empresa', en: 'Company type' }),
    empDireccion: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    empTelefono: text({ es: 'Teléfono', en: 'Telephone' }, { max: 20 }),
    empFax: text({ es: 'Fax', en: 'Fax' }, { max: 20, hideInList: true }),
    empEmail: email({ es: 'Correo electrónico', en: 'E-mail' }, { hideInList: true }),
    codigoReferencia: text({ es: 'Código de referencia', en: 'Reference code' }, { max: 30, hideInList: true }),
    cargarMontoRetiroReprobado: bool(
      { es: 'Paga aunque el participante se retire o repruebe', en: 'Pays even if the participant withdraws or fails' },
      { hideInList: true },
    ),
    estatus: active(),
  },
  search: ['empNombre', 'empRnc'],
  display: 'empNombre',
});
