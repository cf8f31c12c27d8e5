/**
 * Whether a participant may have their course's certificate, and if not why: the request takes a seat
 * of the course, the course has ended, they attended at least the course's minimum share of the
 * meetings whose attendance was taken, they owe nothing, and every document the course asks as needed
 * for the certificate is in a status that meets it.
 */
export type Requisito = 'no_inscrito' | 'curso_en_marcha' | 'asistencia' | 'saldo' | 'documentos';

export interface Situacion {
  ocupaCupo: boolean;
  finCurso: string;
  hoy: string;
  sesiones: number;
  presentes: number;
  /** The attendance the certificate needs, in percent. */
  minimo: number;
  /** What is still owed, in cents. */
  balance: bigint;
  documentosFaltantes: number;
}

/** Attendance as a whole percentage of the meetings taken (none taken: 0). */
export const porcentajeAsistencia = (presentes: number, sesiones: number) => (sesiones > 0 ? Math.floor((presentes * 100) / sesiones) : 0);

/** What is missing for the certificate (nothing: it may be issued). */
export function faltaParaCertificar(s: Situacion): Requisito[] {
  const falta: Requisito[] = [];
  if (!s.ocupaCupo) falta.push('no_inscrito');
  if (s.finCurso > s.hoy) falta.push('curso_en_marcha');
  if (s.minimo > 0 && porcentajeAsistencia(s.presentes, s.sesiones) < s.minimo) falta.push('asistencia');
  if (s.balance > 0n) falta.push('saldo');
  if (s.documentosFaltantes > 0) falta.push('documentos');
  return falta;
}
