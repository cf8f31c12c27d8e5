import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { fileResponse, id, optId, typedNumber } from '../platform/schemas.ts';

/*
 * `/academicos/digitacion-notas`: a section's grade sheet (acta). Its professor, or staff holding the
 * screen, enter each student's score while the period is open for grade entry; the letter comes from
 * the institution's scale. Submitted, the sheet no longer changes (corrections go through a
 * supplementary sheet, with a reason and an approval).
 */

export const digitacionScreen = '/academicos/digitacion-notas';
/** Grades by section: a section's sheet, read only. */
export const notasPorSeccionesScreen = '/academicos/notas-por-secciones';

export const digitacionLabels: Record<string, Label> = {
  notas: label('Notas', 'Grades'),
  nota: label('Nota', 'Score'),
  calificacionLiteralId: label('Literal', 'Letter'),
  parciales: label('Componentes', 'Components'),
  estudianteCarreraId: label('Estudiante', 'Student'),
  enviar: label('Enviar el acta', 'Submit the sheet'),
};

/** A score as the sheet takes it: 0–100, at most two decimals, a point for decimals. */
export const nota = typedNumber({ min: 0, max: 100, maxDecimals: 2, example: '85.5' });

export const lineaNotaIn = z.object({
  estudianteCarreraId: id,
  /** 0–100 with at most two decimals, typed ("85.5") or a number; null with a withdrawal letter, or to leave the line empty. */
  nota: nota,
  calificacionLiteralId: optId,
  /**
   * Where the section's grading template has components: each one's score in the template's order
   * (null: not yet); the final is computed from them and `nota` is not read.
   */
  parciales: z.array(nota).max(10).optional(),
});

export const actaIn = z.object({
  notas: z.array(lineaNotaIn).max(500),
  /** Submit the sheet: every student graded, then it no longer changes. */
  enviar: z.boolean().default(false),
});
export type ActaIn = z.output<typeof actaIn>;

export const actaFila = z.object({
  estudianteCarreraId: z.number(),
  matriculaId: z.string(),
  nombre: z.string(),
  nota: z.number().nullable(),
  calificacionLiteralId: z.number().nullable(),
  literal: z.string().nullable(),
  /** A correction of the submitted grade waiting for its decision (`/academicos/acta-supletoria`). */
  correccion: z.object({ nota: z.number().nullable(), literal: z.string() }).nullable(),
  /** Each component's score in the template's order (empty without components). */
  parciales: z.array(z.number().nullable()),
});

export const literalEscala = z.object({
  calificacionLiteralId: z.number(),
  caLiLiteral: z.string(),
  caLiDescripcion: z.string().nullable(),
  caLiRangoInicio: z.number(),
  caLiRangoFin: z.number(),
  caLiSupera: z.boolean(),
  caLiDigita: z.boolean(),
  caLiRetirada: z.boolean(),
});

export const acta = z.object({
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  periodo: z.string(),
  estado: z.enum(['abierta', 'enviada']),
  enviadaEn: z.string().nullable(),
  /** The period is open for grade entry. */
  digitacionAbierta: z.boolean(),
  escala: z.array(literalEscala),
  /** The components of the section's grading template, in order, each with its weight in percent (none: the final is typed). */
  componentes: z.array(z.object({ descripcion: z.string(), peso: z.number() })),
  filas: z.array(actaFila),
});
export type Acta = z.output<typeof acta>;

const path = '/api/academicos/digitacion-notas/secciones/:seccionAsignaturaId';
const params = z.object({ seccionAsignaturaId: id });

/** What a section prints: its grade sheet (acta) with the grades, or its class roster with room to mark. */
export const impresosSeccion = ['acta', 'lista'] as const;

export const digitacionApi = {
  pdf: endpoint({
    summary: "A section's grade sheet (acta) or class roster as a PDF with signature lines, for who reads the sheet",
    method: 'GET',
    path: `${path}/pdf`,
    access: 'staff',
    params,
    query: z.object({ tipo: z.enum(impresosSeccion).default('acta') }),
    response: fileResponse,
  }),
  get: endpoint({
    summary: "A section's grade sheet: its students in name order with their grades, the scale, and whether it may still change",
    method: 'GET',
    path,
    access: 'staff',
    params,
    response: acta,
  }),
  save: endpoint({
    summary: "Enter grades on a section's sheet, and submit it (then it no longer changes)",
    method: 'PUT',
    path,
    access: 'staff',
    params,
    body: actaIn,
    response: acta,
    labels: digitacionLabels,
    errors: ['digitacion_cerrada', 'acta_enviada', 'acta_incompleta'],
  }),
};
