import { cents } from '../platform/money.ts';

/*
 * An online request's life: the student asks for a document; the registry takes it, has it ready, and
 * hands it over — or rejects it saying why. The student may cancel it while nobody has taken it.
 * A document with a price writes its fee on the student's account when asked for; the registry takes
 * the request once the fee is paid.
 */

export const estadosSolicitud = ['pendiente', 'en_proceso', 'lista', 'entregada', 'rechazada', 'cancelada'] as const;
export type EstadoSolicitud = (typeof estadosSolicitud)[number];

/** States a request is still open in (one open request of a kind per student career). */
export const abiertos: readonly EstadoSolicitud[] = ['pendiente', 'en_proceso', 'lista'];

const personal: Record<EstadoSolicitud, readonly EstadoSolicitud[]> = {
  pendiente: ['en_proceso', 'rechazada'],
  en_proceso: ['lista', 'rechazada'],
  lista: ['entregada'],
  entregada: [],
  rechazada: [],
  cancelada: [],
};

/** Whether who (the student, or staff) may move a request from one state to another. */
export function transicionPermitida(de: EstadoSolicitud, a: EstadoSolicitud, quien: 'estudiante' | 'personal'): boolean {
  return quien === 'estudiante' ? de === 'pendiente' && a === 'cancelada' : personal[de].includes(a);
}

/** A request's number as students and the registry read it (`SOL-000042`). */
export const numeroSolicitud = (id: number) => `SOL-${String(id).padStart(6, '0')}`;

/** What a request's fee reads on the student's account: the document, its copies, the request. */
export const conceptoSolicitud = (documento: string, copias: number, id: number) =>
  `${documento}${copias > 1 ? ` ×${copias}` : ''} · solicitud ${numeroSolicitud(id)}`;

/** Whether a request still waits for its fee: something is left to pay of it (`saldo` null: it has none). */
export const esperaPago = (saldo: string | null) => saldo !== null && cents(saldo) > 0n;

/** Whether moving a request to `a` needs its fee paid first: the registry takes only paid requests. */
export const pidePago = (a: EstadoSolicitud) => a === 'en_proceso';

/**
 * What becomes of a request's fee when the request closes unserved (`cancelada`, `rechazada`): one
 * nothing of which is paid is annulled; one paid (even in part) stays for the cashier to refund when
 * the registry rejects it, and keeps the student from cancelling (the registry decides then).
 */
export function cargoAlCerrar(quien: 'estudiante' | 'personal', pagadoAlgo: boolean): 'anular' | 'conservar' | 'rehusar' {
  if (!pagadoAlgo) return 'anular';
  return quien === 'estudiante' ? 'rehusar' : 'conservar';
}

/** Where staff may move a request next. */
export const siguientes = (de: EstadoSolicitud): readonly EstadoSolicitud[] => personal[de];

/** What a state change tells the student (hub and e-mail), in both languages. */
export function avisoSolicitud(o: { numero: string; documento: { es: string; en: string }; estado: EstadoSolicitud; nota: string | null }) {
  const es: Record<EstadoSolicitud, string> = {
    pendiente: 'fue recibida',
    en_proceso: 'está en proceso',
    lista: 'está lista: puede retirarla en Registro',
    entregada: 'fue entregada',
    rechazada: 'fue rechazada',
    cancelada: 'fue cancelada',
  };
  const en: Record<EstadoSolicitud, string> = {
    pendiente: 'was received',
    en_proceso: 'is being processed',
    lista: 'is ready: collect it at the registry',
    entregada: 'was handed over',
    rechazada: 'was rejected',
    cancelada: 'was cancelled',
  };
  const nota = (s: string) => (o.nota ? ` ${s}: ${o.nota}` : '');
  return {
    asunto: `Solicitud ${o.numero}: ${o.documento.es} / Request ${o.numero}: ${o.documento.en}`,
    mensaje:
      `Su solicitud ${o.numero} (${o.documento.es}) ${es[o.estado]}.${nota('Nota')}\n\n` +
      `Your request ${o.numero} (${o.documento.en}) ${en[o.estado]}.${nota('Note')}`,
  };
}
