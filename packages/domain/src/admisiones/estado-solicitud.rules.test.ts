import { describe, expect, it } from 'vitest';
import { canMove, estadosSolicitud as e, isLive, isOpen, selectableEstados, statusChangeProblem } from './estado-solicitud.rules.ts';

describe('admission request statuses', () => {
  it('move only along the workflow', () => {
    expect(canMove(e.solicitada, e.validada)).toBe(true);
    expect(canMove(e.solicitada, e.rechazada)).toBe(true);
    expect(canMove(e.validada, e.solicitada)).toBe(true);
    expect(canMove(e.rechazada, e.solicitada)).toBe(true);
    expect(canMove(e.rechazada, e.validada)).toBe(false);
    expect(canMove(e.cancelada, e.solicitada)).toBe(false);
    expect(canMove(e.admitida, e.cancelada)).toBe(false);
    // Admission happens only through the admission process.
    expect(canMove(e.validada, e.admitida)).toBe(false);
    expect(canMove(e.solicitada, e.solicitada)).toBe(false);
  });
  it('offer the spec’s four statuses in the list', () => {
    expect([...selectableEstados].sort()).toEqual([2, 5, 7, 8]);
  });
  it('need a reason to reject or cancel, and every required document accepted to validate', () => {
    expect(statusChangeProblem({ from: e.solicitada, to: e.rechazada, pendingRequired: 0 })).toMatchObject({ field: 'motivo' });
    expect(statusChangeProblem({ from: e.solicitada, to: e.rechazada, motivo: '  ', pendingRequired: 0 })).toMatchObject({ field: 'motivo' });
    expect(statusChangeProblem({ from: e.solicitada, to: e.rechazada, motivo: 'Documentos ilegibles', pendingRequired: 3 })).toBeNull();
    expect(statusChangeProblem({ from: e.solicitada, to: e.validada, pendingRequired: 2 })).toEqual({ conflict: 'documentos_pendientes', pendientes: 2 });
    expect(statusChangeProblem({ from: e.solicitada, to: e.validada, pendingRequired: 0 })).toBeNull();
    expect(statusChangeProblem({ from: e.cancelada, to: e.validada, pendingRequired: 0 })).toEqual({ conflict: 'estado_no_permitido' });
    // The workflow is checked before the reason: a closed request says so, not "give a reason".
    expect(statusChangeProblem({ from: e.admitida, to: e.cancelada, pendingRequired: 0 })).toEqual({ conflict: 'estado_no_permitido' });
  });
  it('leave documents open only while waiting for review; rejected and cancelled requests free the period', () => {
    expect(isOpen(e.solicitada)).toBe(true);
    expect(isOpen(e.validada)).toBe(false);
    expect(isLive(e.solicitada) && isLive(e.validada) && isLive(e.admitida)).toBe(true);
    expect(isLive(e.rechazada) || isLive(e.cancelada)).toBe(false);
  });
});
