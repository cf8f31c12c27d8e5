import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, motivo, optId, pageQuery, searchValue } from '../platform/schemas.ts';
import { nota } from './digitacion.contract.ts';
import { notasPorEstudianteScreen } from './historial.contract.ts';

/*
 * Grades by student (spec §7 estudiantes-calificaciones): a student career's grades in a period —
 * `/estudiantes-calificaciones/NotasPeriodoActivo` for the student, `/academicos/notas-por-estudiante`
 * for the registry. Every grade the student has in the period is there: a section's once its sheet is
 * submitted (before that the subject says it is pending: a professor's draft is not a grade), and one
 * given without a section — recorded by the registry, validated, exempted, conferred. The period's
 * index counts the grades shown. The registry finds students by name, matrícula or document, reads the
 * periods of a career, and records grades without a section in a period (a record brought from
 * paper, a grade of a past period), with a reason, each going down in the grade's trail.
 */

export const notasPeriodoScreen = '/estudiantes-calificaciones/NotasPeriodoActivo';
/** Staff who read any student's grades (not the grade-entry screen: professors hold it). */
export const notasReaders = [notasPorEstudianteScreen] as const;

/** Where a grade came from: a section's sheet, or without one — recorded by the registry, or granted. */
export const origenesNota = ['seccion', 'registro', 'convalidacion', 'exoneracion', 'colacion'] as const;

export const notaPeriodo = z.object({
  /** The grade (null: a section's line not graded yet). */
  calificacionId: z.number().nullable(),
  origen: z.enum(origenesNota),
  seccionAsignaturaId: z.number().nullable(),
  seccion: z.string().nullable(),
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignatura: z.string(),
  creditos: z.number(),
  profesores: z.string(),
  /** The grade is official (its sheet submitted, or given without a section): the grade below is final. */
  publicada: z.boolean(),
  nota: z.number().nullable(),
  calificacionLiteralId: z.number().nullable(),
  literal: z.string().nullable(),
  /** The subject's credits are earned (passed, validated, exempted, conferred). */
  supera: z.boolean().nullable(),
  /** The grade counts in the index. */
  califica: z.boolean().nullable(),
  /** An attempt the retake rule leaves out of the index (the subject was taken again). */
  sustituida: z.boolean(),
});
export type NotaPeriodo = z.output<typeof notaPeriodo>;

export const notasDelPeriodo = z.object({
  estudianteCarreraId: z.number(),
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  /** The period's index on the grades published (null while none counts). */
  indice: z.number().nullable(),
  notas: z.array(notaPeriodo),
});
export type NotasDelPeriodo = z.output<typeof notasDelPeriodo>;

/** A period of a student career: grades on record or subjects registered, with its index and the accumulated one. */
export const periodoDeNotas = z.object({
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  /** Subjects with a grade on record, and registered ones still without it. */
  calificadas: z.number(),
  enCurso: z.number(),
  creditos: z.number(),
  indice: z.number().nullable(),
  acumulado: z.number().nullable(),
});

export const notasDelEstudiante = z.object({
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  sede: z.string(),
  /** The plan, whose subjects grades are recorded in. */
  planEstudioId: z.number().nullable(),
  creditos: z.number(),
  indice: z.number().nullable(),
  /** Newest first. */
  periodos: z.array(periodoDeNotas),
});
export type NotasDelEstudiante = z.output<typeof notasDelEstudiante>;

/** A student found, with each career's standing in grades. */
export const estudianteConNotas = z.object({
  estudianteId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carreras: z.array(
    z.object({
      estudianteCarreraId: z.number(),
      carrera: z.string(),
      sede: z.string(),
      estado: z.string(),
      activa: z.boolean(),
      /** As the last index calculation left it. */
      indice: z.number().nullable(),
      creditos: z.number().nullable(),
      ultimoPeriodo: z.string().nullable(),
    }),
  ),
});

export const notasRegistroLabels: Record<string, Label> = {
  notas: label('Notas', 'Grades'),
  asignaturaId: label('Asignatura', 'Subject'),
  nota: label('Nota', 'Score'),
  calificacionLiteralId: label('Literal', 'Letter'),
  motivo: label('Motivo', 'Reason'),
};

/**
 * Grades recorded without a section in a period: each subject with its score (or a letter alone), or
 * with neither to annul the one recorded. Subjects left out stay as they are.
 */
export const notasRegistroIn = z.object({
  notas: z
    .array(z.object({ asignaturaId: id, nota, calificacionLiteralId: optId }))
    .min(1)
    .max(30),
  motivo,
});
export type NotasRegistroIn = z.output<typeof notasRegistroIn>;

const periodoParams = z.object({ estudianteCarreraId: id, periodoAcademicoId: id });

export const notasPeriodoApi = {
  buscar: endpoint({
    summary: 'Students found by name, matrícula or document, each career with its index and credits (staff who read grades)',
    method: 'GET',
    path: '/api/academicos/estudiantes-calificaciones',
    access: { screens: notasReaders },
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(estudianteConNotas),
    paged: true,
  }),
  estudiante: endpoint({
    summary: "A student career's periods with grades or registrations, newest first, each with its index and the accumulated one",
    method: 'GET',
    path: '/api/academicos/estudiantes-calificaciones/estudiante/:estudianteCarreraId',
    access: 'self',
    params: z.object({ estudianteCarreraId: id }),
    response: notasDelEstudiante,
  }),
  get: endpoint({
    summary:
      "A student career's subjects in a period with their grades — a section's once its sheet is submitted, and those given without a section — and the period's index",
    method: 'GET',
    path: '/api/academicos/estudiantes-calificaciones/estudiante/:estudianteCarreraId/periodo-academico/:periodoAcademicoId',
    access: 'self',
    params: periodoParams,
    response: notasDelPeriodo,
  }),
  registrar: endpoint({
    summary:
      "Record, change or annul grades without a section in a period (the registry), with a reason; a section's grade is corrected through its acta supletoria",
    method: 'PUT',
    path: '/api/academicos/estudiantes-calificaciones/estudiante/:estudianteCarreraId/periodo-academico/:periodoAcademicoId',
    access: { screens: notasReaders },
    params: periodoParams,
    body: notasRegistroIn,
    response: notasDelPeriodo,
    labels: notasRegistroLabels,
  }),
};
