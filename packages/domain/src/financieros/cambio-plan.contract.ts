import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
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
  porCodigo: endpoint({
    summary: "A student's changes of plan by matrícula (`tipo` estudiante)",
    method: 'GET',
    path: `${base}/tipoestudianteid/:tipo/codigoestudiante/:codigo`,
    ...on,
    params: z.object({ tipo: z.enum(['estudiante']), codigo: z.string().trim().min(1).max(30) }),
    response: z.array(cambioPlan),
  }),
};
