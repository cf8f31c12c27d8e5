import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, optId, optText, pageQuery, searchValue } from '../platform/schemas.ts';

/*
 * Teacher evaluation (spec §2 `/evaluacion/*`, §7 `/api/evaluacion/evaluacionz`): each student
 * evaluates each professor of each section they are enrolled in, on the campaign's questionnaire.
 * Answers are anonymous in the data: what was answered is kept apart from who answered (only that a
 * student has evaluated a section's professor is kept, to know what is pending). Staff read results
 * per professor, section and career — counts, means and comments, never a person.
 */

export const evaluacionScreen = '/evaluacion/evaluacion';
export const listadoEvaluacionScreen = '/evaluacion/listadoevaluacion';
export const evaluacionAdminScreen = '/evaluacion/evaluacion-admin';
export const escalaEvaluacion = { min: 1, max: 5 } as const;

/** One professor of one section the student is to evaluate (or has) in an open campaign. */
export const evaluacionPendiente = z.object({
  evaluacionCampanaId: z.number(),
  campana: z.string(),
  hasta: z.string(),
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  profesorId: z.number(),
  profesor: z.string(),
  hecha: z.boolean(),
});
export type EvaluacionPendiente = z.output<typeof evaluacionPendiente>;

export const preguntaEvaluacion = z.object({ orden: z.number(), texto: z.string(), textoIngles: z.string().nullable() });
export type PreguntaEvaluacion = z.output<typeof preguntaEvaluacion>;

export const evaluacionLabels: Record<string, Label> = {
  evaluacionCampanaId: label('Evaluación', 'Evaluation'),
  seccionAsignaturaId: label('Sección', 'Section'),
  profesorId: label('Profesor(a)', 'Professor'),
  respuestas: label('Respuestas', 'Answers'),
  comentario: label('Comentario', 'Comment'),
};

/** A student's evaluation of a section's professor: a value of the scale for each question, and a comment. */
export const evaluacionIn = z.object({
  evaluacionCampanaId: id,
  seccionAsignaturaId: id,
  profesorId: id,
  respuestas: z
    .array(z.object({ orden: z.coerce.number().int().min(1).max(99), valor: z.coerce.number().int().min(escalaEvaluacion.min).max(escalaEvaluacion.max) }))
    .min(1)
    .max(99),
  comentario: optText(1000),
});
export type EvaluacionIn = z.output<typeof evaluacionIn>;

/** A student's evaluation of a professor in a per-professor campaign (spec §7 `evaluacionuniremhos`): no section, every section with them. */
export const evaluacionProfesorIn = evaluacionIn.omit({ seccionAsignaturaId: true });
export type EvaluacionProfesorIn = z.output<typeof evaluacionProfesorIn>;

/** A section's professor in a campaign, as staff follow it: enrolled, evaluations received, overall mean. */
export const avanceEvaluacion = z.object({
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  carrera: z.string().nullable(),
  profesorId: z.number(),
  profesor: z.string(),
  inscritos: z.number(),
  evaluaron: z.number(),
  media: z.string().nullable(),
});
export type AvanceEvaluacion = z.output<typeof avanceEvaluacion>;

/** What a set of evaluations came to: how many, each question's mean and answers per value, and the comments (no names). */
export const resultadoEvaluacion = z.object({
  respuestas: z.number(),
  media: z.string().nullable(),
  preguntas: z.array(
    z.object({ orden: z.number(), texto: z.string(), textoIngles: z.string().nullable(), media: z.string().nullable(), conteo: z.array(z.number()) }),
  ),
  comentarios: z.array(z.string()),
});
export type ResultadoEvaluacion = z.output<typeof resultadoEvaluacion>;

const student = { access: 'self' } as const;
const staff = { access: { screens: [listadoEvaluacionScreen, evaluacionAdminScreen] } } as const;
const filtroResultados = {
  evaluacionCampanaId: id,
  profesorId: optId,
  seccionAsignaturaId: optId,
  carreraId: optId,
};

/** The spec's PUT of an evaluation: never a change — an evaluation sent is anonymous (always 409). */
const noSeCambia = <const P extends string>(path: P) =>
  endpoint({
    summary: 'An evaluation sent is not changed: it is anonymous (always 409)',
    method: 'PUT',
    path,
    ...student,
    params: z.object({ estudianteId: id }),
    response: z.null(),
    errors: ['evaluacion_anonima'],
  });

export const evaluacionApi = {
  pendientes: endpoint({
    summary: "The signed-in student's evaluations of open campaigns: each section's professors, done or pending",
    method: 'GET',
    path: '/api/evaluacion/evaluacionz',
    ...student,
    response: z.array(evaluacionPendiente),
  }),
  cuestionario: endpoint({
    summary: "A campaign's questions, in order",
    method: 'GET',
    path: '/api/evaluacion/campanas/:evaluacionCampanaId/cuestionario',
    access: 'self',
    params: z.object({ evaluacionCampanaId: id }),
    response: z.array(preguntaEvaluacion),
  }),
  responder: endpoint({
    summary: "The signed-in student evaluates a section's professor (once; the answers keep no link to the student)",
    method: 'POST',
    path: '/api/evaluacion/evaluacionz',
    ...student,
    labels: evaluacionLabels,
    body: evaluacionIn,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
    errors: ['evaluacion_cerrada', 'evaluacion_hecha', 'not_found'],
  }),
  corregir: noSeCambia('/api/evaluacion/evaluacionz/:estudianteId'),
  pendientesProfesor: endpoint({
    summary:
      "The signed-in student's professors to evaluate once each (not per section) in open per-professor campaigns, done or pending; `seccion` lists their sections",
    method: 'GET',
    path: '/api/evaluacion/evaluacionuniremhos',
    ...student,
    response: z.array(evaluacionPendiente),
  }),
  responderProfesor: endpoint({
    summary: 'The signed-in student evaluates a professor once in a per-professor campaign (the answers keep no link to the student)',
    method: 'POST',
    path: '/api/evaluacion/evaluacionuniremhos',
    ...student,
    labels: evaluacionLabels,
    body: evaluacionProfesorIn,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
    errors: ['evaluacion_cerrada', 'evaluacion_hecha', 'not_found'],
  }),
  corregirProfesor: noSeCambia('/api/evaluacion/evaluacionuniremhos/:estudianteId'),
  avance: endpoint({
    summary: "A campaign's sections and professors: enrolled, evaluations received, overall mean",
    method: 'GET',
    path: '/api/evaluacion/listado',
    ...staff,
    query: z.object({ evaluacionCampanaId: id, carreraId: optId, value: searchValue, ...pageQuery }),
    response: z.array(avanceEvaluacion),
    paged: true,
  }),
  resultados: endpoint({
    summary: "What a campaign's evaluations came to, for a professor, a section, a career or all",
    method: 'GET',
    path: '/api/evaluacion/resultados',
    ...staff,
    query: z.object(filtroResultados),
    response: resultadoEvaluacion,
  }),
};
