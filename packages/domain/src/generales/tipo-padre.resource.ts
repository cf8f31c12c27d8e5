import { defineResource, active, bool, text } from '../platform/resource.ts';

export const tipoPadre = defineResource({
  name: 'tipoPadre',
  api: '/api/generales/tipos-padres',
  screen: '/generales/tipos-padres',
  id: 'tipoPadreId',
  label: { es: 'Parentesco', en: 'Relationship' },
  plural: { es: 'Parentescos', en: 'Relationships' },
  fields: {
    tiPaDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    emergencia: bool({ es: 'Contacto de emergencia', en: 'Emergency contact' }),
    estatus: active(),
  },
  search: ['tiPaDescripcion'],
  display: 'tiPaDescripcion',
});
