import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoCarrera = defineResource({
  name: 'tipoCarrera',
  api: '/api/academicos/tipos-carreras',
  screen: '/academicos/tipos-carreras',
  id: 'tipoCarreraId',
  label: { es: 'Tipo de carrera', en: 'Career type' },
  plural: { es: 'Tipos de carreras', en: 'Career types' },
  fields: {
    tiCaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiCaEsGrado: bool({ es: 'Es de grado', en: 'Undergraduate' }),
    tiCaEsTecnicoSuperior: bool({ es: 'Es técnico superior', en: 'Higher technician' }),
    estatus: active(),
  },
  search: ['tiCaDescripcion'],
  display: 'tiCaDescripcion',
});
