import { defineResource, active, decimal, text } from '../platform/resource.ts';

export const tipoGradoTitulo = defineResource({
  name: 'tipoGradoTitulo',
  api: '/api/academicos/tipos-grados-titulos',
  screen: '/academicos/tipos-grados-titulos',
  id: 'tipoGradoTituloId',
  label: { es: 'Tipo de grado o título', en: 'Degree type' },
  plural: { es: 'Tipos de grados y títulos', en: 'Degree types' },
  fields: {
    tiGrDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    tiGrPuntuacion: decimal({ es: 'Puntuación', en: 'Score' }, { min: 0, max: 100 }),
    estatus: active(),
  },
  search: ['tiGrDescripcion'],
  display: 'tiGrDescripcion',
});
