import { defineResource, active, email, text } from '../platform/resource.ts';

export const departamento = defineResource({
  name: 'departamento',
  api: '/api/generales/departamentos',
  screen: '/generales/departamento',
  id: 'departamentoId',
  label: { es: 'Departamento', en: 'Department' },
  plural: { es: 'Departamentos', en: 'Departments' },
  fields: {
    depaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    depaEncargado: text({ es: 'Encargado', en: 'Head' }, { max: 120 }),
    depaEmail: email({ es: 'Correo', en: 'E-mail' }),
    depaExtension: text({ es: 'Extensión', en: 'Extension' }, { max: 10 }),
    estatus: active(),
  },
  search: ['depaDescripcion'],
  display: 'depaDescripcion',
});
