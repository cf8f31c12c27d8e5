import { defineResource, active, int, text } from '../platform/resource.ts';

type Row = Record<string, unknown>;

/**
 * Grading templates: how a section's final score is made. A template with components (partial
 * exams, projects…) weighs each in percent; their weights add up to 100, and the sheet computes the
 * final from them (`componentes.rules.ts`). A template without components: the final is typed.
 */
export const tipoCalificacionPlantilla = defineResource({
  name: 'tipoCalificacionPlantilla',
  api: '/api/academicos/tipos-calificaciones-plantillas',
  screen: '/academicos/tipos-calificaciones-plantillas',
  id: 'tipoCalificacionPlantillaId',
  label: { es: 'Plantilla de calificación', en: 'Grading template' },
  plural: { es: 'Plantillas de calificación', en: 'Grading templates' },
  fields: {
    tiCpDescripcion: text({ es: 'Descripción', en: 'Description' }, { required: true, unique: true }),
    estatus: active(),
  },
  children: {
    componentes: {
      label: { es: 'Componentes de la nota', en: 'Grade components' },
      fields: {
        tiCoDescripcion: text({ es: 'Componente', en: 'Component' }, { required: true, max: 60 }),
        tiCoPeso: int({ es: 'Peso (%)', en: 'Weight (%)' }, { required: true, min: 1, max: 100 }),
      },
      max: 10,
    },
  },
  search: ['tiCpDescripcion'],
  display: 'tiCpDescripcion',
  check: (v) => {
    const componentes = (v.componentes ?? []) as Row[];
    const total = componentes.reduce((n, c) => n + Number(c.tiCoPeso ?? 0), 0);
    return componentes.length && total !== 100
      ? {
          componentes: {
            es: `Los pesos de los componentes suman ${total} %: deben sumar 100 %.`,
            en: `The components' weights add up to ${total}%: they must add up to 100%.`,
          },
        }
      : null;
  },
});
