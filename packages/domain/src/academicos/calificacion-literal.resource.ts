import { defineResource, active, bool, decimal, ordered, ref, text } from '../platform/resource.ts';

export const calificacionLiteral = defineResource({
  name: 'calificacionLiteral',
  api: '/api/academicos/calificaciones-literales',
  screen: '/academicos/calificaciones-literales',
  id: 'calificacionLiteralId',
  label: { es: 'Calificación literal', en: 'Letter grade' },
  plural: { es: 'Calificaciones literales', en: 'Letter grades' },
  fields: {
    caLiLiteral: text({ es: 'Literal', en: 'Letter' }, { required: true, max: 5, upper: true }),
    caLiDescripcion: text({ es: 'Descripción', en: 'Description' }, { max: 120 }),
    caLiRangoInicio: decimal({ es: 'Desde (nota)', en: 'From (score)' }, { required: true, min: 0, max: 100 }),
    caLiRangoFin: decimal({ es: 'Hasta (nota)', en: 'To (score)' }, { required: true, min: 0, max: 100 }),
    caLiPuntos: decimal({ es: 'Puntos', en: 'Points' }, { required: true, min: 0, max: 5 }),
    tipoGradoTituloId: ref('tipoGradoTitulo', { es: 'Tipo de grado', en: 'Degree type' }),
    caLiSupera: bool({ es: 'Aprueba', en: 'Passes' }),
    caLiCalifica: bool({ es: 'Cuenta en el índice', en: 'Counts in GPA' }),
    caLiDigita: bool({ es: 'Se digita', en: 'Entered by professors' }, { hideInList: true }),
    caLiSeleccion: bool({ es: 'Se selecciona', en: 'Selectable' }, { hideInList: true }),
    caLiRetirada: bool({ es: 'Retirada', en: 'Withdrawn' }, { hideInList: true }),
    caLiConvalidada: bool({ es: 'Convalidada', en: 'Validated' }, { hideInList: true }),
    caLiExonerada: bool({ es: 'Exonerada', en: 'Exempted' }, { hideInList: true }),
    caLiColacionada: bool({ es: 'Colacionada', en: 'Conferred' }, { hideInList: true }),
    estatus: active(),
  },
  search: ['caLiLiteral', 'caLiDescripcion'],
  display: 'caLiLiteral',
  check: ordered('caLiRangoInicio', 'caLiRangoFin', {
    es: 'El final del rango debe ser mayor o igual que el inicio.',
    en: 'The end of the range must not be below its start.',
  }),
});
