import { defineResource, active, text } from '../platform/resource.ts';

export const funcionInvestigador = defineResource({
  name: 'funcionInvestigador',
  api: '/api/investigacion/funcion-investigador',
  screen: '/investigacion/funcion-investigador',
  id: 'funcionInvestigadorId',
  label: { es: 'Función del investigador', en: 'Researcher role' },
  plural: { es: 'Funciones de investigadores', en: 'Researcher roles' },
  fields: {
    fuInDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  search: ['fuInDescripcion'],
  display: 'fuInDescripcion',
});
