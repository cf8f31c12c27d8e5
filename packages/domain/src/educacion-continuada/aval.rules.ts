/**
 * The course of an academic-endorsement request: received, under review, then approved or rejected.
 * The organisation may withdraw it while it is undecided, and an endorsement granted may be withdrawn
 * too (the institution no longer vouches for the course). Rejected and withdrawn are final.
 */
export const estadosAval = ['recibida', 'en_revision', 'aprobada', 'rechazada', 'retirada'] as const;
export type EstadoAval = (typeof estadosAval)[number];

const siguientes: Record<EstadoAval, readonly EstadoAval[]> = {
  recibida: ['en_revision', 'rechazada', 'retirada'],
  en_revision: ['aprobada', 'rechazada', 'retirada'],
  aprobada: ['retirada'],
  rechazada: [],
  retirada: [],
};

/** Where a request may go from where it stands (none: it is closed). */
export const siguientesAval = (estado: EstadoAval): readonly EstadoAval[] => siguientes[estado];

/** Whether a request may move from one state to another. */
export const avalPuedePasar = (de: EstadoAval, a: EstadoAval) => siguientes[de].includes(a);

/** Rejecting and withdrawing say why. */
export const avalPideNota = (a: EstadoAval) => a === 'rechazada' || a === 'retirada';

/** An endorsement's number: the year it was granted and its order in that year (`AVAL-2026-0007`). */
export const numeroAval = (anio: number, n: number) => `AVAL-${anio}-${String(n).padStart(4, '0')}`;
