import { defineResource, active, bool, text } from '../platform/resource.ts';

/**
 * A kind of diploma the institution awards (`/diploma/tipo-diploma`): its heading and the words that
 * follow the recipient's name, where `{motivo}` stands for the reason given when each is issued
 * ("Por su destacada participación en {motivo}"). Laid out by the diplomas' configuration, signed
 * by the same signatories as titles.
 */
export const tipoDiploma = defineResource({
  name: 'tipoDiploma',
  table: 'tipo_diploma',
  api: '/api/diploma/tipos',
  screen: '/diploma/tipo-diploma',
  id: 'tipoDiplomaId',
  label: { es: 'Tipo de diploma', en: 'Kind of diploma' },
  plural: { es: 'Tipos de diploma', en: 'Kinds of diploma' },
  fields: {
    nombre: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 80, unique: true }),
    titulo: text({ es: 'Encabezado impreso', en: 'Printed heading' }, { required: true, max: 80 }),
    texto: text({ es: 'Texto tras el nombre ({motivo}: el motivo)', en: 'Words after the name ({motivo}: the reason)' }, { required: true, max: 400 }),
    vertical: bool({ es: 'Papel vertical', en: 'Portrait paper' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['nombre', 'titulo'],
  display: 'nombre',
  sort: { field: 'nombre', order: 'asc' },
});
