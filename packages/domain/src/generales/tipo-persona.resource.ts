import { defineResource, active, text } from '../platform/resource.ts';

export const tipoPersona = defineResource({
  name: 'tipoPersona',
  api: '/api/generales/tipos-personas',
  screen: '/generales/tipos-personas',
  id: 'tipoPersonaId',
  label: { es: 'Tipo de persona', en: 'Person type' },
  plural: { es: 'Tipos de personas', en: 'Person types' },
  fields: {
    tiPeDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiPeDescripcion'],
  display: 'tiPeDescripcion',
});
