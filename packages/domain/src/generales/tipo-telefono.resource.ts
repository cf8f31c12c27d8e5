import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoTelefono = defineResource({
  name: 'tipoTelefono',
  api: '/api/generales/tipos-telefonos',
  screen: '/generales/tipos-telefonos',
  id: 'tipoTelefonoId',
  studentReads: true,
  label: { es: 'Tipo de teléfono', en: 'Phone type' },
  plural: { es: 'Tipos de teléfonos', en: 'Phone types' },
  fields: {
    tiTeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiTeEsCelular: bool({ es: 'Es celular', en: 'Is mobile' }),
    estatus: active(),
  },
  search: ['tiTeDescripcion'],
  display: 'tiTeDescripcion',
});
