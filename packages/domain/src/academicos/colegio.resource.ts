import { defineResource, active, bool, email, ref, text } from '../platform/resource.ts';

export const colegio = defineResource({
  name: 'colegio',
  api: '/api/academicos/colegios',
  screen: '/academicos/colegios',
  id: 'colegioId',
  label: { es: 'Colegio', en: 'High school' },
  plural: { es: 'Colegios', en: 'High schools' },
  fields: {
    coleDescripcion: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 200 }),
    tipoColegioId: ref('tipoColegio', { es: 'Tipo de colegio', en: 'School type' }),
    paisId: ref('pais', { es: 'País', en: 'Country' }),
    coleDistrito: text({ es: 'Distrito', en: 'District' }, { max: 10 }),
    coleRegional: text({ es: 'Regional', en: 'Regional' }, { max: 10 }),
    coleDireccion: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    coleTelefono1: text({ es: 'Teléfono', en: 'Phone' }, { max: 30, hideInList: true }),
    coleEmail: email({ es: 'Correo', en: 'E-mail' }, { hideInList: true }),
    coleWebsite: text({ es: 'Sitio web', en: 'Website' }, { max: 200, hideInList: true }),
    coleDirector: text({ es: 'Director(a)', en: 'Principal' }, { max: 120, hideInList: true }),
    coleAcreditado: bool({ es: 'Acreditado', en: 'Accredited' }),
    estatus: active(),
  },
  search: ['coleDescripcion'],
  display: 'coleDescripcion',
  pageSize: 50,
});
