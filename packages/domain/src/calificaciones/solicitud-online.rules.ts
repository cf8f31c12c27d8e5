/*
 * An online request's life: the student asks for a document; the registry takes it, has it ready, and
 * hands it over — or rejects it saying why. The student may cancel it while nobody has taken it.
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
