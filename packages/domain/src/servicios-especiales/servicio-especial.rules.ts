/**
 * The course of a special-services request: received, under review, approved or rejected; an approved
 * one is carried out (completed); the requester may cancel before it is decided. Rejected, completed
 * and cancelled are final.
 */
export const estadosServicio = ['recibida', 'en_revision', 'aprobada', 'rechazada', 'completada', 'cancelada'] as const;
export type EstadoServicio = (typeof estadosServicio)[number];

const siguientes: Record<EstadoServicio, readonly EstadoServicio[]> = {
  recibida: ['en_revision', 'aprobada', 'rechazada', 'cancelada'],
  en_revision: ['aprobada', 'rechazada', 'cancelada'],
  aprobada: ['completada', 'cancelada'],
  rechazada: [],
  completada: [],
  cancelada: [],
};

/** Where a request may go from where it stands (none: it is closed). */
export const siguientesEstados = (estado: EstadoServicio): readonly EstadoServicio[] => siguientes[estado];

/** Whether the office may move a request from one state to another. */
export const puedePasar = (de: EstadoServicio, a: EstadoServicio) => siguientes[de].includes(a);

/** A rejection and a cancellation say why (the requester reads it). */
export const pideNota = (a: EstadoServicio) => a === 'rechazada' || a === 'cancelada';
