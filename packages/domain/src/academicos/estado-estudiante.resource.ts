import { defineResource, active, bool, text } from '../platform/resource.ts';

export const estadoEstudiante = defineResource({
  name: 'estadoEstudiante',
  api: '/api/academicos/estados-estudiantes',
  screen: '/academicos/estados-estudiantes',
  id: 'estadoEstudianteId',
  label: { es: 'Estado del estudiante', en: 'Student status' },
  plural: { es: 'Estados de estudiantes', en: 'Student statuses' },
  fields: {
    esEsDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    esEsCondicion: text({ es: 'Condición', en: 'Condition' }, { max: 60 }),
    esEsIndicaEstatusActivo: bool({ es: 'Cuenta como activo', en: 'Counts as active' }),
    esEsIndicaNuevo: bool({ es: 'Indica nuevo ingreso', en: 'Means new student' }),
    esEsIndicaReadmision: bool({ es: 'Indica readmisión', en: 'Means readmission' }),
    esEsIndicaGraduado: bool({ es: 'Indica graduado', en: 'Means graduated' }),
    esEsIndicaRetirado: bool({ es: 'Indica retirado', en: 'Means withdrawn' }),
    esEsIndicaSuspension: bool({ es: 'Indica suspensión', en: 'Means suspended' }),
    esEsPermiteModificar: bool({ es: 'Permite modificar', en: 'Allows changes' }),
    esEsActivo: active(),
  },
  search: ['esEsDescripcion'],
  display: 'esEsDescripcion',
  status: 'esEsActivo',
});
