import { defineResource, active, ref, text } from '../platform/resource.ts';

export const miembroComiteDisciplinario = defineResource({
  name: 'miembroComiteDisciplinario',
  api: '/api/academicos/miembros-comites-disciplinarios',
  screen: '/academicos/miembros-comites-disciplinarios',
  id: 'miembroComiteDisciplinarioId',
  label: { es: 'Miembro del comité disciplinario', en: 'Disciplinary committee member' },
  plural: { es: 'Miembros del comité disciplinario', en: 'Disciplinary committee members' },
  fields: {
    miCoNombre: text({ es: 'Nombre', en: 'Name' }, { required: true }),
    cargoId: ref('cargo', { es: 'Cargo', en: 'Position' }),
    estatus: active(),
  },
  search: ['miCoNombre'],
  display: 'miCoNombre',
});
