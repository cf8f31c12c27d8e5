import { defineResource, active, text } from '../platform/resource.ts';

export const nivelAcademico = defineResource({
  name: 'nivelAcademico',
  api: '/api/academicos/niveles-academicos',
  screen: '/academicos/niveles-academicos',
  id: 'nivelAcademicoId',
  label: { es: 'Nivel académico', en: 'Academic level' },
  plural: { es: 'Niveles académicos', en: 'Academic levels' },
  fields: {
    nombre: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['nombre'],
  display: 'nombre',
});
