import { defineResource, active, date, email, ordered, text } from '../platform/resource.ts';

/**
 * A member of the academic and disciplinary council (`/consejo-academico/consejo-academico-integrante`):
 * who they are, the office they hold in it, and the days they serve. A session's minutes list the
 * members present.
 */
export const consejoIntegrante = defineResource({
  name: 'consejoIntegrante',
  table: 'consejo_integrante',
  api: '/api/consejo-academico/integrantes',
  screen: '/consejo-academico/consejo-academico-integrante',
  id: 'consejoIntegranteId',
  label: { es: 'Integrante del consejo', en: 'Council member' },
  plural: { es: 'Integrantes del consejo', en: 'Council members' },
  fields: {
    nombre: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 150 }),
    cargo: text({ es: 'Cargo en el consejo', en: 'Office on the council' }, { required: true, max: 80 }),
    representa: text({ es: 'Representa a', en: 'Represents' }, { max: 120, hideInList: true }),
    email: email({ es: 'Correo', en: 'E-mail' }, { hideInList: true }),
    desde: date({ es: 'Integra desde', en: 'Member since' }, { required: true }),
    hasta: date({ es: 'Hasta', en: 'Until' }),
    estatus: active(),
  },
  search: ['nombre', 'cargo'],
  display: 'nombre',
  sort: { field: 'nombre', order: 'asc' },
  check: ordered('desde', 'hasta', { es: 'El fin debe ser posterior al inicio.', en: 'The end must come after the start.' }),
});
