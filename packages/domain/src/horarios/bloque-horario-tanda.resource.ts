import { defineResource, active, ref, text } from '../platform/resource.ts';

/** Shifts (morning, afternoon, evening…) and the careers offered in each (spec §3 bloqueHorarioTanda). */
export const bloqueHorarioTanda = defineResource({
  name: 'bloqueHorarioTanda',
  api: '/api/horarios/bloques-horarios-tandas',
  screen: '/horarios/bloques-horarios-tandas',
  id: 'bloqueHorarioTandaId',
  label: { es: 'Tanda', en: 'Shift' },
  plural: { es: 'Tandas', en: 'Shifts' },
  fields: {
    blTaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true, max: 60 }),
    estatus: active(),
  },
  children: {
    bloqueHorarioTandaCarreras: {
      label: { es: 'Carreras en esta tanda', en: 'Careers in this shift' },
      fields: { carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }, { required: true }) },
      unique: ['carreraId'],
      max: 200,
    },
  },
  search: ['blTaDescripcion'],
  display: 'blTaDescripcion',
});
