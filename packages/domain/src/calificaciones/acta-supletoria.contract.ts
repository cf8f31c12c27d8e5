import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id, motivo, optId, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { nota } from './digitacion.contract.ts';
import { problem } from '../messages/problems.ts';

/*
 * `/academicos/acta-supletoria`: the correction of a grade on a submitted sheet. The section's
 * professor, or staff holding the screen, ask for it with a reason; someone else holding the screen
 * approves it (the grade changes then) or rejects it with a note. Request and decision are kept.
 */

export const actaSupletoriaScreen = '/academicos/acta-supletoria';

export const correccionLabels: Record<string, Label> = {
  seccionAsignaturaId: label('Sección', 'Section'),
  estudianteCarreraId: label('Estudiante', 'Student'),
  nota: label('Nota corregida', 'Corrected score'),
  calificacionLiteralId: label('Literal', 'Letter'),
  motivo: label('Motivo', 'Reason'),
  observacion: label('Observación', 'Note'),
};

/** A correction asked for: the new score (or a withdrawal letter alone) and why. */
export const correccionIn = z.object({
  seccionAsignaturaId: id,
  estudianteCarreraId: id,
  nota,
  calificacionLiteralId: optId,
  motivo,
});
export type CorreccionIn = z.output<typeof correccionIn>;

/** The decision on a correction; a rejection says why. */
export const decisionIn = z.object({ aprobar: z.boolean(), observacion: z.string().trim().max(500).optional() }).superRefine((b, ctx) => {
  if (!b.aprobar && !b.observacion)
    ctx.addIssue({
      code: 'custom',
      path: ['observacion'],
      message: problem('correccion_sin_motivo'),
    });
});
export type DecisionIn = z.output<typeof decisionIn>;

export const estadosCorreccion = ['pendiente', 'aprobada', 'rechazada'] as const;

const valor = z.object({ nota: z.number().nullable(), literal: z.string() });

export const correccion = z.object({
  actaSupletoriaId: z.number(),
  seccionAsignaturaId: z.number(),
  seccion: z.string(),
  asignatura: z.string(),
  periodo: z.string(),
  estudianteCarreraId: z.number(),
  matriculaId: z.string(),
  nombre: z.string(),
  antes: valor,
  despues: valor,
  motivo: z.string(),
  estado: z.enum(estadosCorreccion),
  solicitadaPor: z.string(),
  solicitadaEn: timestamp,
  resueltaPor: z.string().nullable(),
  resueltaEn: timestamp.nullable(),
  observacion: z.string().nullable(),
});
export type Correccion = z.output<typeof correccion>;

const one = '/api/academicos/acta-supletoria/:actaSupletoriaId';

export const actaSupletoriaApi = {
  list: endpoint({
    summary: 'Corrections of submitted grades, newest first, paged; by state; `value` searches the student, the subject or the section',
    method: 'GET',
    path: '/api/academicos/acta-supletoria',
    access: { screens: [actaSupletoriaScreen] },
    query: z.object({ estado: z.enum(estadosCorreccion).optional(), value: searchValue, ...pageQuery }),
    response: z.array(correccion),
    paged: true,
  }),
  create: endpoint({
    summary: "Ask for the correction of a grade on a submitted sheet, with its reason (the section's professor, or staff holding the screen)",
    method: 'POST',
    path: '/api/academicos/acta-supletoria',
    access: 'staff',
    body: correccionIn,
    response: correccion,
    status: 201,
    labels: correccionLabels,
    errors: ['acta_no_enviada', 'correccion_pendiente', 'correccion_sin_cambio'],
  }),
  decide: endpoint({
    summary: 'Approve a correction (the grade changes) or reject it with a note; by someone other than who asked for it',
    method: 'POST',
    path: `${one}/decision`,
    access: { screens: [actaSupletoriaScreen] },
    params: z.object({ actaSupletoriaId: id }),
    body: decisionIn,
    response: correccion,
    labels: correccionLabels,
    errors: ['correccion_resuelta', 'correccion_propia', 'correccion_desfasada'],
  }),
};
