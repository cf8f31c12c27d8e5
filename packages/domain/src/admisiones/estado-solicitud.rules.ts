import type { Label } from '../platform/i18n.ts';

/** Admission-request statuses (spec §4). 2, 5, 7 and 8 are the spec's; 6 marks a request turned into a student. */
export const estadosSolicitud = {
  solicitada: 2,
  rechazada: 5,
  admitida: 6,
  cancelada: 7,
  validada: 8,
} as const;
export type EstadoSolicitudId = (typeof estadosSolicitud)[keyof typeof estadosSolicitud];

/** The statuses staff may pick in the status list; every other one is shown disabled (spec §4). */
export const selectableEstados: readonly number[] = [
  estadosSolicitud.solicitada,
  estadosSolicitud.rechazada,
  estadosSolicitud.cancelada,
  estadosSolicitud.validada,
];

/**
 * Which status a request may move to from another. A rejected request may be reopened; a cancelled
 * or admitted one is closed. Admission itself (→ 6) happens only through the admission process.
 */
const transitions: Record<number, readonly number[]> = {
  [estadosSolicitud.solicitada]: [estadosSolicitud.validada, estadosSolicitud.rechazada, estadosSolicitud.cancelada],
  [estadosSolicitud.validada]: [estadosSolicitud.solicitada, estadosSolicitud.rechazada, estadosSolicitud.cancelada],
  [estadosSolicitud.rechazada]: [estadosSolicitud.solicitada],
  [estadosSolicitud.cancelada]: [],
  [estadosSolicitud.admitida]: [],
};

export function canMove(from: number, to: number): boolean {
  return (transitions[from] ?? []).includes(to);
}

/** Whether the applicant may still add or replace documents (only while the request waits for review). */
export const isOpen = (estadoId: number) => estadoId === estadosSolicitud.solicitada;

/** Statuses in which an identity's request for a period counts as taken (a new one would duplicate it). */
export const isLive = (estadoId: number) => estadoId !== estadosSolicitud.rechazada && estadoId !== estadosSolicitud.cancelada;

export interface ChangeCheck {
  from: number;
  to: number;
  motivo?: string | null;
  /** Required documents of the request not yet accepted. */
  pendingRequired: number;
}

/**
 * Why a status change is refused, or null when it may go ahead. A move the workflow does not allow and
 * a validation with required documents still unaccepted are conflicts (409, with a code); a missing
 * reason is bad input (400, on the field).
 */
export type StatusChangeProblem =
  { conflict: 'estado_no_permitido' } | { conflict: 'documentos_pendientes'; pendientes: number } | { field: 'motivo'; message: Label };

export function statusChangeProblem(c: ChangeCheck): StatusChangeProblem | null {
  if (!canMove(c.from, c.to)) return { conflict: 'estado_no_permitido' };
  if ((c.to === estadosSolicitud.rechazada || c.to === estadosSolicitud.cancelada) && !c.motivo?.trim()) {
    return { field: 'motivo', message: { es: 'Indique el motivo.', en: 'Give the reason.' } };
  }
  if (c.to === estadosSolicitud.validada && c.pendingRequired > 0) return { conflict: 'documentos_pendientes', pendientes: c.pendingRequired };
  return null;
}

/** An applicant's request code: 8 characters without look-alikes (no 0/O, 1/I/L). */
export const codigoAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const codigoPattern = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
