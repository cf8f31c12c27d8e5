import { defineResource, active, date, decimal, int, ordered, ref, text, time } from '../platform/resource.ts';

/** Admission tests (aptitude, language, interview) with the score that passes them. */
export const pruebaAdmision = defineResource({
  name: 'pruebaAdmision',
  api: '/api/academicos/pruebas-admision',
  screen: '/academicos/tipos-pruebas-admision',
  id: 'pruebaAdmisionId',
  label: { es: 'Prueba de admisión', en: 'Admission test' },
  plural: { es: 'Pruebas de admisión', en: 'Admission tests' },
  fields: {
    prAdDescripcion: text({ es: 'Prueba', en: 'Test' }, { required: true, unique: true, max: 120 }),
    prAdPuntuacionMinima: decimal({ es: 'Puntuación para aprobar', en: 'Passing score' }, { required: true, min: 0, max: 1000 }),
    prAdPuntuacionMaxima: decimal({ es: 'Puntuación máxima', en: 'Maximum score' }, { required: true, min: 0, max: 1000 }),
    estatus: active(),
  },
  search: ['prAdDescripcion'],
  display: 'prAdDescripcion',
  check: ordered('prAdPuntuacionMinima', 'prAdPuntuacionMaxima', {
    es: 'La puntuación máxima no puede ser menor que la de aprobar.',
    en: 'The maximum score cannot be below the passing one.',
  }),
});

/** A scheduled sitting of an admission test: when, where, and how many applicants fit. */
export const sesionPruebaAdmision = defineResource({
  name: 'sesionPruebaAdmision',
  api: '/api/academicos/pruebas-admision-sesiones',
  screen: '/academicos/pruebas-admision-sesiones',
  id: 'sesionPruebaAdmisionId',
  label: { es: 'Convocatoria de prueba', en: 'Test sitting' },
  plural: { es: 'Convocatorias de pruebas de admisión', en: 'Admission test sittings' },
  fields: {
    sePrDescripcion: text({ es: 'Convocatoria', en: 'Sitting' }, { required: true, max: 120 }),
    pruebaAdmisionId: ref('pruebaAdmision', { es: 'Prueba', en: 'Test' }, { required: true }),
    periodoAcademicoId: ref('periodoAcademico', { es: 'Período', en: 'Period' }, { required: true }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true }),
    sePrFecha: date({ es: 'Fecha', en: 'Date' }, { required: true }),
    sePrHora: time({ es: 'Hora', en: 'Time' }, { required: true }),
    sePrLugar: text({ es: 'Lugar', en: 'Place' }, { max: 150 }),
    sePrCupo: int({ es: 'Cupo', en: 'Seats' }, { required: true, min: 1, max: 2000 }),
    estatus: active(),
  },
  search: ['sePrDescripcion', 'sePrLugar'],
  display: 'sePrDescripcion',
  lookups: [{ path: '/periodo/:periodoAcademicoId', where: { periodoAcademicoId: 'periodoAcademicoId' } }],
});
