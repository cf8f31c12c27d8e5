import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, motivo, optText, pageQuery, searchValue, text, timestamp } from '../platform/schemas.ts';

/*
 * Grades granted without a section (`/academicos/convalidaciones`, `/academicos/exoneraciones`,
 * `/academicos/colaciones`): a subject of the student's plan credited for studies elsewhere, exempted,
 * or conferred from a subject passed in another career of the institution (colación), with the
 * reason. The grade takes the scale's letter of the kind: it earns the credits, meets prerequisites
 * and the degree audit, and does not count in the index.
 */

export const tiposOtorgada = ['convalidacion', 'exoneracion', 'colacion'] as const;
export type TipoOtorgada = (typeof tiposOtorgada)[number];
export const otorgadaScreens: Record<TipoOtorgada, string> = {
  convalidacion: '/academicos/convalidaciones',
  exoneracion: '/academicos/exoneraciones',
  colacion: '/academicos/colaciones',
};

export const otorgadaLabels: Record<string, Label> = {
  estudianteCarreraId: label('Estudiante', 'Student'),
  asignaturaId: label('Asignatura del plan', 'Subject of the plan'),
  periodoAcademicoId: label('Período', 'Period'),
  institucionOrigen: label('Institución de origen', 'Institution of origin'),
  asignaturaOrigen: label('Asignatura de origen', 'Subject of origin'),
  notaOrigen: label('Calificación de origen', 'Grade of origin'),
  motivo: label('Motivo', 'Reason'),
};

export const otorgadaIn = z.object({
  estudianteCarreraId: id,
  asignaturaId: id,
  periodoAcademicoId: id,
  institucionOrigen: optText(200),
  asignaturaOrigen: optText(200),
  notaOrigen: optText(20),
  motivo: text(500),
});
export type OtorgadaIn = z.output<typeof otorgadaIn>;

export const otorgada = z.object({
  id: z.number(),
  tipo: z.enum(tiposOtorgada),
  estudianteCarreraId: z.number(),
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignatura: z.string(),
  creditos: z.number(),
  periodo: z.string(),
  literal: z.string(),
  institucionOrigen: z.string().nullable(),
  asignaturaOrigen: z.string().nullable(),
  notaOrigen: z.string().nullable(),
  motivo: z.string(),
  usuario: z.string(),
  creadoEn: timestamp,
  /** Annulled: off the record, with why, by whom and when. */
  anulacion: z.object({ motivo: z.string(), usuario: z.string(), en: timestamp }).nullable(),
});
export type Otorgada = z.output<typeof otorgada>;

const apiOf = (tipo: TipoOtorgada, base: string, nombre: string) => ({
  list: endpoint({
    summary: `A student career's ${nombre}`,
    method: 'GET',
    path: `${base}/estudiante/:estudianteCarreraId`,
    access: { screens: [otorgadaScreens[tipo]] },
    params: z.object({ estudianteCarreraId: id }),
    response: z.array(otorgada),
  }),
  create: endpoint({
    summary: `Grant a subject of the student's plan by ${{ convalidacion: 'validation of studies elsewhere', exoneracion: 'exemption', colacion: 'conferral from another career of the institution' }[tipo]}, with its reason`,
    method: 'POST',
    path: base,
    access: { screens: [otorgadaScreens[tipo]] },
    body: otorgadaIn,
    response: otorgada,
    status: 201,
    labels: otorgadaLabels,
    errors: ['asignatura_aprobada', 'no_exonerable', 'sin_literal'],
  }),
  anular: endpoint({
    summary: 'Annul a granted subject with its reason: the grade leaves the record (credits, prerequisites, audit), the grant is kept',
    method: 'POST',
    path: `${base}/:id/anular`,
    access: { screens: [otorgadaScreens[tipo]] },
    params: z.object({ id }),
    body: z.object({
      motivo,
    }),
    response: otorgada,
    labels: otorgadaLabels,
    errors: ['otorgada_anulada'],
  }),
});

/** What the grants of a kind may be looked up by (spec §7's lookups): the search and each path's ids. */
export const filtroOtorgada = z.object({
  estudianteId: id.optional(),
  estudianteCarreraId: id.optional(),
  planEstudioId: id.optional(),
  carreraId: id.optional(),
  periodoAcademicoId: id.optional(),
  calificacionId: id.optional(),
  value: searchValue,
  ...pageQuery,
});
export type FiltroOtorgada = z.output<typeof filtroOtorgada>;

/** The lookups of a kind: its whole list searched (`?value`), and by the ids each path names; paged. */
const lookups = (tipo: TipoOtorgada, base: string, paths: Record<string, { path: string; params: (keyof FiltroOtorgada)[]; summary: string }>) =>
  Object.fromEntries(
    Object.entries(paths).map(([name, l]) => [
      name,
      endpoint({
        summary: l.summary,
        method: 'GET',
        path: `${base}${l.path}`,
        access: { screens: [otorgadaScreens[tipo]] },
        ...(l.params.length ? { params: z.object(Object.fromEntries(l.params.map((k) => [k, id]))) } : {}),
        query: z.object({ value: searchValue, ...pageQuery }),
        response: z.array(otorgada),
        paged: true,
      }),
    ]),
  );

const buscar = { path: '', params: [], summary: 'Every grant of the kind, newest first, paged; `value` searches the student, the subject or the origin' };

export const otorgadaLookups = {
  convalidacion: lookups('convalidacion', '/api/academicos/convalidaciones', {
    buscar,
    company: { path: '/company', params: [], summary: "The institution's validations (one institution per deployment: the same as the list)" },
    estudiante: { path: '/estudianteid/:estudianteId', params: ['estudianteId'], summary: "A student's validations, in all their careers" },
    plan: { path: '/plan-estudio/:planEstudioId', params: ['planEstudioId'], summary: 'The validations of students of a study plan' },
    carrera: { path: '/carrera/:carreraId', params: ['carreraId'], summary: 'The validations of students of a career' },
  }),
  exoneracion: lookups('exoneracion', '/api/academicos/exoneraciones', {
    buscar,
    periodo: {
      path: '/estudiante/:estudianteCarreraId/periodo-academico/:periodoAcademicoId',
      params: ['estudianteCarreraId', 'periodoAcademicoId'],
      summary: "A student career's exemptions given in a period",
    },
  }),
  colacion: lookups('colacion', '/api/academicos/colaciones', {
    buscar,
    plan: {
      path: '/estudiante/:estudianteCarreraId/plan-estudio/:planEstudioId',
      params: ['estudianteCarreraId', 'planEstudioId'],
      summary: "A student career's conferrals to subjects of a study plan",
    },
    calificacion: { path: '/estudianteAsignatura/:calificacionId', params: ['calificacionId'], summary: 'The conferral a grade on the record comes from' },
    planCarrera: {
      path: '/estudiante/:estudianteCarreraId/plan-estudio/:planEstudioId/carrera/:carreraId',
      params: ['estudianteCarreraId', 'planEstudioId', 'carreraId'],
      summary: "A student career's conferrals to subjects of a plan of a career",
    },
  }),
};

export const otorgadaApi = {
  convalidacion: {
    ...apiOf('convalidacion', '/api/academicos/convalidaciones', 'validations (convalidaciones)'),
    porSolicitud: endpoint({
      summary: 'The validations of the student admitted from an admission request (a transfer: the subjects credited from the other university)',
      method: 'GET',
      path: '/api/academicos/convalidaciones/solicitud-admision/:solicitudAdmisionId',
      access: { screens: [otorgadaScreens.convalidacion, '/academicos/solicitud-admision'] },
      params: z.object({ solicitudAdmisionId: id }),
      response: z.array(otorgada),
    }),
  },
  exoneracion: {
    ...apiOf('exoneracion', '/api/academicos/exoneraciones', 'exemptions (exoneraciones)'),
    fijar: endpoint({
      summary:
        "Set a student career's exemptions given in a period: the subjects listed are exempted, those no longer listed annulled, with one reason; all or none",
      method: 'PUT',
      path: '/api/academicos/exoneraciones/estudiante/:estudianteCarreraId/periodo-academico/:periodoAcademicoId',
      access: { screens: [otorgadaScreens.exoneracion] },
      params: z.object({ estudianteCarreraId: id, periodoAcademicoId: id }),
      body: z.object({ asignaturaIds: z.array(id).max(100), motivo: text(500) }),
      response: z.array(otorgada),
      labels: otorgadaLabels,
      errors: ['asignatura_aprobada', 'no_exonerable', 'sin_literal'],
    }),
  },
  colacion: apiOf('colacion', '/api/academicos/colaciones', 'conferrals from another career (colaciones)'),
};
