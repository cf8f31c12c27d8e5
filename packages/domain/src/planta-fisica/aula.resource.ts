import { defineResource, active, bool, date, decimal, int, ordered, ref, text } from '../platform/resource.ts';

/** Classrooms: capacity, dimensions, building, floor, type, facilities and the careers that use them. */
export const aula = defineResource({
  name: 'aula',
  api: '/api/planta-fisica/aulas',
  screen: '/planta-fisica/aulas',
  id: 'aulaId',
  label: { es: 'Aula', en: 'Classroom' },
  plural: { es: 'Aulas', en: 'Classrooms' },
  fields: {
    aulaDescripcion: text({ es: 'Aula', en: 'Classroom' }, { required: true, max: 60 }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    edificioId: ref('edificio', { es: 'Edificio', en: 'Building' }, { required: true }),
    aulaPiso: int({ es: 'Piso', en: 'Floor' }, { min: 0, max: 200 }),
    tipoAulaId: ref('tipoAula', { es: 'Tipo de aula', en: 'Classroom type' }, { required: true }),
    aulaCapacidadPersona: int({ es: 'Capacidad (personas)', en: 'Capacity (people)' }, { required: true, min: 1, max: 2000 }),
    aulaDimensionAnchoMts: decimal({ es: 'Ancho (m)', en: 'Width (m)' }, { min: 0, max: 500, hideInList: true }),
    aulaDimensionLargoMts: decimal({ es: 'Largo (m)', en: 'Length (m)' }, { min: 0, max: 500, hideInList: true }),
    aulaNoLlavePuerta: text({ es: 'Número de llave', en: 'Key number' }, { max: 20, hideInList: true }),
    aulaFechaInicio: date({ es: 'En uso desde', en: 'In use from' }, { hideInList: true }),
    aulaFechaFin: date({ es: 'En uso hasta', en: 'In use until' }, { hideInList: true }),
    aulaLlevaPago: bool({ es: 'Su uso se paga', en: 'Use is charged' }),
    estatus: active(),
  },
  children: {
    facilidades: {
      label: { es: 'Facilidades', en: 'Facilities' },
      fields: { tipoFacilidadId: ref('tipoFacilidad', { es: 'Facilidad', en: 'Facility' }, { required: true }) },
      unique: ['tipoFacilidadId'],
    },
    carreras: {
      label: { es: 'Carreras que la usan (vacío: todas)', en: 'Careers using it (empty: all)' },
      fields: { carreraId: ref('carrera', { es: 'Carrera', en: 'Career' }, { required: true }) },
      unique: ['carreraId'],
    },
  },
  search: ['aulaDescripcion'],
  display: 'aulaDescripcion',
  pageSize: 50,
  lookups: [{ path: '/todas' }, { path: '/sede/:sedeId', where: { sedeId: 'sedeId' } }],
  check: ordered('aulaFechaInicio', 'aulaFechaFin', {
    es: 'La fecha final debe ser posterior a la inicial.',
    en: 'The end date must come after the start date.',
  }),
});
