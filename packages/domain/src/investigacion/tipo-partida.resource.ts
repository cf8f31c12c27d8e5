import { defineResource, active, text } from '../platform/resource.ts';

export const tipoPartida = defineResource({
  name: 'tipoPartida',
  api: '/api/investigacion/tipo-partida',
  screen: '/investigacion/TipoPartida',
  id: 'tipoPartidaId',
  label: { es: 'Partida presupuestaria', en: 'Budget item' },
  plural: { es: 'Partidas presupuestarias', en: 'Budget items' },
  fields: {
    tiPtDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiPtDescripcion'],
  display: 'tiPtDescripcion',
});
