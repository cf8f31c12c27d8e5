import { defineResource, active, text } from '../platform/resource.ts';

/** Kinds of charge made to a sponsor (tuition, materials…). */
export const tipoCargoPatrocinio = defineResource({
  name: 'tipoCargoPatrocinio',
  api: '/api/financieros/tipo-cargo-patrocinio',
  screen: '/financieros/tipo-cargo-patrocinio',
  id: 'tipoCargoPatrocinioId',
  label: { es: 'Tipo de cargo de patrocinio', en: 'Sponsorship charge type' },
  plural: { es: 'Tipos de cargos de patrocinio', en: 'Sponsorship charge types' },
  fields: {
    tiCaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['tiCaDescripcion'],
  display: 'tiCaDescripcion',
});
