import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { amountOut } from '../platform/money.ts';
import { id, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { revisionCuotasScreen } from './cuenta.contract.ts';

/*
 * A student's payment plan changed (`EstudianteCambioPlanPago`): from a term on, their career pays by
 * another plan of its campus than the default. The change is made from the instalment review; the
 * term's charges written after it follow the new plan.
 */

export const cambioPlanLabels: Record<string, Label> = {
  estudianteCarreraId: label('Estudiante', 'Student'),
  periodoAcademicoId: label('Desde el período', 'From term'),
  planPagoId: label('Plan de pago', 'Payment plan'),
};

export const cambioPlanIn = z.object({ estudianteCarreraId: id, periodoAcademicoId: id, planPagoId: id });
export type CambioPlanIn = z.output<typeof cambioPlanIn>;

export const cambioPlan = z.object({
  estudianteCambioPlanPagoId: z.number(),
  estudianteId: z.number().nullable(),
  matricula: z.string().nullable(),
  nombre: z.string(),
  carrera: z.string(),
  sede: z.string(),
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  planPagoId: z.number(),
  plan: z.string(),
  usuario: z.string(),
  creadoEn: timestamp,
});
export type CambioPlan = z.output<typeof cambioPlan>;

/** A payment plan students choose themselves (`plPaAutoservicio`), as self-service offers it. */
export const planElegible = z.object({
  planPagoId: z.number(),
  descripcion: z.string(),
  moneda: z.string(),
  montoTotal: amountOut,
  cuotas: z.number(),
  inscripcion: amountOut.nullable(),
});

/**
 * A student career's choice of plan in self-service: for the term open to enrolment, the plan it would
 * pay by, the one the student chose (if any), and the plans they may choose — until that term's
 * charges are written (`cerrada`).
 */
export const eleccionPlan = z.object({
  estudianteCarreraId: z.number(),
  carrera: z.string(),
  periodoAcademicoId: z.number().nullable(),
  periodo: z.string().nullable(),
  actual: z.string().nullable(),
  elegido: z.number().nullable(),
  cerrada: z.boolean(),
  planes: z.array(planElegible),
});
export type EleccionPlan = z.output<typeof eleccionPlan>;

export const eleccionPlanIn = z.object({ estudianteCarreraId: id, planPagoId: id });

const base = '/api/financieros/EstudianteCambioPlanPago';
const on = { access: { screens: [revisionCuotasScreen] }, labels: cambioPlanLabels } as const;

export const cambioPlanApi = {
  list: endpoint({
    summary: 'Changes of payment plan, newest first, paged; `value` searches the matrícula or name',
    method: 'GET',
    path: `${base}/getCambiosPlanes`,
    ...on,
    query: z.object({ value: searchValue, ...pageQuery }),
    response: z.array(cambioPlan),
    paged: true,
  }),
  create: endpoint({
    summary: "Change a student career's payment plan from a term on (a plan of its campus, for its career or general)",
    method: 'POST',
    path: `${base}/postCambioPlanPago`,
    ...on,
    body: cambioPlanIn,
    response: cambioPlan,
    status: 201,
    errors: ['plan_no_aplica'],
  }),
  update: endpoint({
    summary: 'Correct a change of payment plan (its term or plan)',
    method: 'PUT',
    path: `${base}/:id`,
    ...on,
    params: z.object({ id }),
    body: cambioPlanIn,
    response: cambioPlan,
    errors: ['plan_no_aplica'],
  }),
  misPlanes: endpoint({
    summary:
      "The signed-in student's choice of payment plan, per career: the term open to enrolment, the plan it pays by, the plans they may choose themselves (none where the institution offers none)",
    method: 'GET',
    path: '/api/financieros/cuentas/mias/planes',
    access: 'self',
    response: z.array(eleccionPlan),
  }),
  elegirPlan: endpoint({
    summary:
      "The signed-in student chooses a payment plan for the term open to enrolment (one offered in self-service, of their career's campus), until the term's charges are written; audited, and listed with the changes of plan",
    method: 'POST',
    path: '/api/financieros/cuentas/mias/planes',
    access: 'self',
    labels: cambioPlanLabels,
    body: eleccionPlanIn,
    response: eleccionPlan,
    errors: ['plan_no_aplica', 'sin_periodo_inscripcion', 'plan_ya_cobrado'],
  }),
  porCodigo: endpoint({
    summary: "A student's changes of plan by matrícula (`tipo` estudiante)",
    method: 'GET',
    path: `${base}/tipoestudianteid/:tipo/codigoestudiante/:codigo`,
    ...on,
    params: z.object({ tipo: z.enum(['estudiante']), codigo: z.string().trim().min(1).max(30) }),
    response: z.array(cambioPlan),
  }),
};
