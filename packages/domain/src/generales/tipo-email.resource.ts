import { defineResource, active, text } from '../platform/resource.ts';

export const tipoEmail = defineResource({
  name: 'tipoEmail',
  api: '/api/generales/tipos-emails',
  screen: '/generales/tipos-emails',
  id: 'tipoEmailId',
  studentReads: true,
  label: { es: 'Tipo de correo', en: 'E-mail type' },
  plural: { es: 'Tipos de correos', en: 'E-mail types' },
  fields: {
    tiEmDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiEmDescripcion'],
  display: 'tiEmDescripcion',
});
