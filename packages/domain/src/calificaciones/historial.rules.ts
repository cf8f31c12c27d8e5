import { indice, ponderados } from './indice.rules.ts';

/*
 * A student career's academic history as a record reads it: the official grades by period, in date
 * order, each period with its credits and index and the index accumulated up to it.
 */

/** An official grade as the history lists it. */
export interface NotaHistorial {
  periodoAcademicoId: number;
  periodo: string;
  asignaturaId: number;
  asignaturaCodigo: string;
  asignatura: string;
  creditos: number;
  nota: number | null;
  literal: string;
  calificacionLiteralId: number;
  puntos: number;
  /** Passes (or is validated, exempted, conferred): its credits are earned. */
  aprueba: boolean;
  /** Counts in the index. */
  califica: boolean;
  /** Its letter is a withdrawal. */
  retirada: boolean;
  /** An attempt the retake rule leaves out of the index. */
  sustituida: boolean;
}

export interface PeriodoHistorial {
  periodoAcademicoId: number;
  periodo: string;
  notas: NotaHistorial[];
  /** Credits earned in the period. */
  creditos: number;
  /** Credits the index weighs (of grades that count) and their quality points: the index is one over the other. */
  intentados: number;
  puntos: number;
  indice: number | null;
  /** The index of every grade up to and including this period. */
  acumulado: number | null;
}

/** Grades (in period order) grouped by period, with each period's index and the accumulated one. */
export function porPeriodo(notas: readonly NotaHistorial[]): {
  periodos: PeriodoHistorial[];
  creditos: number;
  intentados: number;
  puntos: number;
  indice: number | null;
} {
  const periodos: PeriodoHistorial[] = [];
  const hasta: NotaHistorial[] = [];
  for (const n of notas) {
    let p = periodos.at(-1);
    if (!p || p.periodoAcademicoId !== n.periodoAcademicoId) {
      p = { periodoAcademicoId: n.periodoAcademicoId, periodo: n.periodo, notas: [], creditos: 0, intentados: 0, puntos: 0, indice: null, acumulado: null };
      periodos.push(p);
    }
    p.notas.push(n);
  }
  for (const p of periodos) {
    hasta.push(...p.notas);
    p.creditos = p.notas.filter((n) => n.aprueba).reduce((s, n) => s + n.creditos, 0);
    Object.assign(p, ponderados(p.notas));
    p.indice = indice(p.notas);
    p.acumulado = indice(hasta);
  }
  return { periodos, creditos: periodos.reduce((s, p) => s + p.creditos, 0), ...ponderados(notas), indice: indice(notas) };
}

/**
 * What a record document vouches for, as one canonical text: who, and every official grade (subject,
 * period, score, letter). A document keeps its digest; a record changed since then digests otherwise.
 */
export function huellaDeRecord(quien: { matricula: string; nombre: string; estudianteCarreraId: number }, notas: readonly NotaHistorial[]): string {
  const lineas = notas.map((n) => [n.periodoAcademicoId, n.asignaturaId, n.nota === null ? '' : n.nota.toFixed(2), n.calificacionLiteralId].join(':')).sort();
  return [`${quien.estudianteCarreraId}|${quien.matricula}|${quien.nombre}`, ...lineas].join('\n');
}
