import { defineResource, active, text } from '../platform/resource.ts';

/** Kinds of company that send participants or hire courses (private, public, non-profit…). */
export const tipoEmpresa = defineResource({
  name: 'tipoEmpresa',
  table: 'ec_tipo_empresa',
  api: '/api/educacion-continuada/tipos-empresas',
  screen: '/educacion-continuada/tipos-empresas',
  id: 'tipoEmpresaId',
  label: { es: 'Tipo de empresa', en: 'Company type' },
  plural: { es: 'Tipos de empresas', en: 'Company types' },
  fields: {
    tiEmNombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true, max: 120 }),
    estatus: active(),
  },
  search: ['tiEmNombre'],
  display: 'tiEmNombre',
});
