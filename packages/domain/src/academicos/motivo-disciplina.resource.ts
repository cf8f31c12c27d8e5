import { defineResource, active, int, text } from '../platform/resource.ts';

export const motivoDisciplina = defineResource({
  name: 'motivoDisciplina',
  api: '/api/academicos/motivos-disciplinas',
  screen: '/academicos/motivos-disciplinas',
  id: 'motivoDisciplinaId',
  label: { es: 'Motivo disciplinario', en: 'Disciplinary reason' },
  plural: { es: 'Motivos disciplinarios', en: 'Disciplinary reasons' },
  fields: {
    moDiDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    moDiGravedad: int({ es: 'Gravedad (1 a 5)', en: 'Severity (1 to 5)' }, { min: 1, max: 5 }),
    estatus: active(),
  },
  search: ['moDiDescripcion'],
  display: 'moDiDescripcion',
});
