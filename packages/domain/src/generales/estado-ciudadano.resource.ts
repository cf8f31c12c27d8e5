import { defineResource, active, bool, text } from '../platform/resource.ts';

export const estadoCiudadano = defineResource({
  name: 'estadoCiudadano',
  api: '/api/generales/estados-ciudadanos',
  screen: '/generales/estados-ciudadanos',
  id: 'estadoCiudadanoId',
  label: { es: 'Estado ciudadano', en: 'Citizenship status' },
  plural: { es: 'Estados ciudadanos', en: 'Citizenship statuses' },
  fields: {
    nombre: text({ es: 'Nombre', en: 'Name' }, { required: true, unique: true }),
    indicaCiudadaniaLocal: bool({ es: 'Indica ciudadanía local', en: 'Means local citizenship' }),
    cedula: bool({ es: 'Requiere cédula', en: 'Requires national ID' }),
    pasaporte: bool({ es: 'Requiere pasaporte', en: 'Requires passport' }),
    estatus: active(),
  },
  search: ['nombre'],
  display: 'nombre',
});
