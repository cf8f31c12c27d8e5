import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { label, type Label } from '../platform/i18n.ts';
import { amountOut } from '../platform/money.ts';
import { id, motivo, optText, pageQuery, searchValue, timestamp } from '../platform/schemas.ts';
import { problem } from '../messages/problems.ts';

/*
 * Withdrawing an enrolment request (`/educacion-continuada/retirar-solicitud`): the request moves to
 * the status of withdrawn ones (its seat is free again), each of its charges with nothing paid is
 * annulled with the reason, and the withdrawal says what was paid — whether it is refunded, kept as a
 * credit or neither is finance's decision, recorded on it by whom and when.
 */

export const retiroScreen = '/educacion-continuada/retirar-solicitud';
/** Finance records its decision from the participants' balances too. */
export const decisionScreens = [retiroScreen, '/financieros/balance-personas'];

export const decisionesRetiro = ['pendiente', 'ninguna', 'reembolso', 'credito'] as const;
export const decisionRetiroLabels: Record<(typeof decisionesRetiro)[number], Label> = {
  pendiente: label('Por decidir', 'To be decided'),
  ninguna: label('Nada que devolver', 'Nothing to return'),
  reembolso: label('Reembolso', 'Refund'),
  credito: label('Crédito a favor', 'Credit kept'),
};

export const retiroFila = z.object({
  solicitudInscripcionId: z.number(),
  codigo: z.string().nullable(),
  nombre: z.string(),
  identificacion: z.string(),
  curso: z.string(),
  motivo: z.string(),
  moneda: z.string().nullable(),
  pagado: amountOut,
  anulado: amountOut,
  /** Of charges paid in part, what is still owed. */
  queda: amountOut,
  decision: z.enum(decisionesRetiro),
  decisionNota: z.string().nullable(),
  usuario: z.string(),
  en: timestamp,
  decididoPor: z.string().nullable(),
  decididoEn: timestamp.nullable(),
});
export type RetiroFila = z.output<typeof retiroFila>;

export const retiroIn = z.object({ solicitudInscripcionId: id, motivo });
export const decisionIn = z
  .object({ decision: z.enum(['ninguna', 'reembolso', 'credito']), nota: optText(500) })
  .refine((d) => d.decision === 'ninguna' || !!d.nota, { path: ['nota'], message: problem('nota_decision') });

export const retiroLabels = {
  solicitudInscripcionId: label('Solicitud', 'Request'),
  motivo: label('Motivo del retiro', 'Reason for withdrawing'),
  decision: label('Decisión', 'Decision'),
  nota: label('Cómo se hizo (recibo, transferencia, nota de crédito)', 'How it was done (receipt, transfer, credit note)'),
};

export const retiroApi = {
  list: endpoint({
    summary:
      'Withdrawn requests, newest first, with what was paid, annulled and still owed and what finance decided; `value` searches the name, ID number or code; `pendientes` only those awaiting a decision',
    method: 'GET',
    path: '/api/educacion-continuada/retirar-solicitud',
    access: { screens: decisionScreens },
    query: z.object({ value: searchValue, pendientes: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(retiroFila),
    paged: true,
  }),
  retirar: endpoint({
    summary:
      "Withdraws an enrolment request: its status becomes the withdrawn one (its seat freed), its charges with nothing paid are annulled with the reason, and what was paid is recorded for finance's decision; audited",
    method: 'POST',
    path: '/api/educacion-continuada/retirar-solicitud',
    access: { screens: [retiroScreen] },
    body: retiroIn,
    labels: retiroLabels,
    response: retiroFila,
    status: 201,
    errors: ['not_found', 'solicitud_retirada', 'sin_estado_retiro'],
  }),
  decidir: endpoint({
    summary: "Records finance's decision on what a withdrawn participant paid (nothing to return, a refund or a credit kept), once; audited",
    method: 'POST',
    path: '/api/educacion-continuada/retirar-solicitud/:solicitudInscripcionId/decision',
    access: { screens: decisionScreens },
    params: z.object({ solicitudInscripcionId: id }),
    body: decisionIn,
    labels: retiroLabels,
    response: retiroFila,
    errors: ['not_found', 'decision_tomada'],
  }),
};
