import { defineResource, active, bool, ref } from '../platform/resource.ts';

export const departamentoUsuario = defineResource({
  name: 'departamentoUsuario',
  api: '/api/generales/departamentos-usuarios',
  screen: '/generales/departamentoUsuario',
  id: 'departamentoUsuarioId',
  label: { es: 'Usuario de departamento', en: 'Department member' },
  plural: { es: 'Usuarios por departamento', en: 'Department members' },
  fields: {
    departamentoId: ref('departamento', { es: 'Departamento', en: 'Department' }, { required: true }),
    usuarioId: ref('usuario', { es: 'Usuario', en: 'User' }, { required: true }),
    deUsEsEncargado: bool({ es: 'Es encargado', en: 'Is head' }),
    estatus: active(),
  },
  search: [],
  display: 'departamentoId',
  lookups: [{ path: '/departamento/:departamentoId', where: { departamentoId: 'departamentoId' } }],
});
