import { defineResource, active, text } from '../platform/resource.ts';

export const tipoSangre = defineResource({
  name: 'tipoSangre',
  api: '/api/generales/tipos-sangres',
  screen: '/generales/tipos-sangres',
  id: 'tipoSangreId',
  studentReads: true,
  label: { es: 'Tipo de sangre', en: 'Blood type' },
  plural: { es: 'Tipos de sangre', en: 'Blood types' },
  fields: {
    tiSaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 5 }),
    estatus: active(),
  },
  search: ['tiSaDescripcion'],
  display: 'tiSaDescripcion',
  readOnly: true,
  company: false,
});
