import { estadosSolicitud } from './estado-solicitud.rules.ts';

/** What the checklist reads of a request (a `Solicitud` answers it as it is). */
export interface SolicitudParaLista {
  estadoId: number;
  documentos: { obligatorio: boolean; estado: 'falta' | 'pendiente' | 'aceptado' | 'rechazado' }[];
  pruebas: { asistio: boolean | null; puntuacion: string | null; aprobado: boolean }[];
  comiteDecision: 'aprobada' | 'rechazada' | null;
  matriculaId: string | null;
}

/** A step's state: done, waiting for someone, refused (it stops the request), or not asked of this request. */
export type EstadoPaso = 'hecho' | 'pendiente' | 'rechazado' | 'no_aplica';
export type PasoAdmision =
  | { paso: 'documentos'; estado: EstadoPaso; aceptados: number; obligatorios: number; faltan: number; porRevisar: number; rechazados: number }
  | { paso: 'pruebas'; estado: EstadoPaso; aprobadas: number; total: number }
  | { paso: 'validacion'; estado: EstadoPaso }
  | { paso: 'comite'; estado: EstadoPaso }
  | { paso: 'admision'; estado: EstadoPaso };

const closed = (estadoId: number) => estadoId === estadosSolicitud.cancelada || estadoId === estadosSolicitud.rechazada;

/**
 * An admission request's checklist, in the order the office works it: the required documents
 * accepted, the admission tests passed (when it was called to any), the request validated, the
 * committee's approval, and the admission as a student. One rule, read by the staff's and the
 * committee's screen.
 */
export function listaVerificacion(s: SolicitudParaLista): PasoAdmision[] {
  const obligatorios = s.documentos.filter((d) => d.obligatorio);
  const count = (estado: string) => obligatorios.filter((d) => d.estado === estado).length;
  const aceptados = count('aceptado');
  const documentos: EstadoPaso = aceptados === obligatorios.length ? 'hecho' : count('rechazado') > 0 ? 'rechazado' : 'pendiente';
  const graded = s.pruebas.filter((p) => p.puntuacion !== null || p.asistio === false);
  const aprobadas = s.pruebas.filter((p) => p.aprobado).length;
  const pruebas: EstadoPaso = !s.pruebas.length ? 'no_aplica' : aprobadas > 0 ? 'hecho' : graded.length === s.pruebas.length ? 'rechazado' : 'pendiente';
  const admitted = s.estadoId === estadosSolicitud.admitida;
  const validated = admitted || s.estadoId === estadosSolicitud.validada;
  return [
    {
      paso: 'documentos',
      estado: documentos,
      aceptados,
      obligatorios: obligatorios.length,
      faltan: count('falta'),
      porRevisar: count('pendiente'),
      rechazados: count('rechazado'),
    },
    { paso: 'pruebas', estado: pruebas, aprobadas, total: s.pruebas.length },
    { paso: 'validacion', estado: validated ? 'hecho' : closed(s.estadoId) ? 'rechazado' : 'pendiente' },
    { paso: 'comite', estado: s.comiteDecision === 'aprobada' ? 'hecho' : s.comiteDecision === 'rechazada' ? 'rechazado' : 'pendiente' },
    { paso: 'admision', estado: admitted || s.matriculaId ? 'hecho' : closed(s.estadoId) || s.comiteDecision === 'rechazada' ? 'rechazado' : 'pendiente' },
  ];
}
