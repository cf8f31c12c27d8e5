import { indice } from './indice.rules.ts';
import type { NotaHistorial } from './historial.rules.ts';

/*
 * The degree audit (auditoría de carrera): a study plan's requirements read against a student's
 * record — each subject of the plan passed (itself or through an equivalent), being taken, failed so
 * far or still to take; credits and index against the plan's and the institution's minimums; and the
 * subjects passed that the plan does not use. The same audit runs against another plan (what-if)
 * without changing anything.
 */

export interface AsignaturaPlan {
  asignaturaId: number;
  codigo: string;
  nombre: string;
  creditos: number;
  cuatrimestre: number;
}

/**
 * Where a requirement stands: passed; being taken (registered in a term under way); registered for a
 * term not begun; last tried and withdrawn from, or failed; still to take.
 */
export type EstadoRequisito = 'aprobada' | 'en_curso' | 'inscrita' | 'retirada' | 'reprobada' | 'pendiente';

export interface RequisitoAuditado extends AsignaturaPlan {
  estado: EstadoRequisito;
  /** The grade that meets it (or the last one tried): its subject when an equivalent, letter, score and period. */
  nota: { asignaturaId: number; codigo: string; literal: string; nota: number | null; periodo: string } | null;
}

export interface Auditoria {
  terminos: { cuatrimestre: number; asignaturas: RequisitoAuditado[]; creditos: number; aprobados: number }[];
  creditos: { plan: number; aprobados: number; enCurso: number; inscritos: number; faltan: number };
  asignaturas: { plan: number; aprobadas: number; enCurso: number; inscritas: number; faltan: number };
  indice: number | null;
  indiceMinimo: number;
  /** Passed subjects the plan does not take (not even as an equivalent). */
  fueraDelPlan: NotaHistorial[];
  /** Every subject passed and the index at the minimum: the plan is complete. */
  completo: boolean;
}

/**
 * Audits a plan against a record: `enCurso` are the subjects being taken (in a term under way),
 * `inscritas` those registered for a term not begun; `equivalencias` pairs that count for each other.
 */
export function auditar(
  plan: readonly AsignaturaPlan[],
  historial: readonly NotaHistorial[],
  o: { enCurso: readonly number[]; inscritas?: readonly number[]; equivalencias: readonly (readonly [number, number])[]; indiceMinimo: number },
): Auditoria {
  const enPlan = new Set(plan.map((s) => s.asignaturaId));
  const equivalentes = (id: number) => o.equivalencias.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));
  const usadas = new Set<NotaHistorial>();
  const ultima = (id: number, pred: (n: NotaHistorial) => boolean) => historial.filter((n) => n.asignaturaId === id && pred(n)).at(-1);
  const asNota = (n: NotaHistorial) => ({ asignaturaId: n.asignaturaId, codigo: n.asignaturaCodigo, literal: n.literal, nota: n.nota, periodo: n.periodo });

  const auditadas: RequisitoAuditado[] = plan.map((s) => {
    // Itself first; else an equivalent the plan does not hold itself (which would meet its own requirement).
    const candidatas = [s.asignaturaId, ...equivalentes(s.asignaturaId).filter((e) => !enPlan.has(e))];
    for (const id of candidatas) {
      const passed = ultima(id, (n) => n.aprueba && !usadas.has(n));
      if (passed) {
        usadas.add(passed);
        return { ...s, estado: 'aprobada', nota: asNota(passed) };
      }
    }
    if (candidatas.some((id) => o.enCurso.includes(id))) return { ...s, estado: 'en_curso', nota: null };
    if (candidatas.some((id) => o.inscritas?.includes(id))) return { ...s, estado: 'inscrita', nota: null };
    const tried = candidatas.map((id) => ultima(id, () => true)).find(Boolean);
    if (!tried) return { ...s, estado: 'pendiente', nota: null };
    return { ...s, estado: tried.retirada ? 'retirada' : 'reprobada', nota: asNota(tried) };
  });

  const terms = new Map<number, RequisitoAuditado[]>();
  for (const a of auditadas) terms.set(a.cuatrimestre, [...(terms.get(a.cuatrimestre) ?? []), a]);
  const sum = (xs: RequisitoAuditado[]) => xs.reduce((n, x) => n + x.creditos, 0);
  const terminos = [...terms]
    .sort(([a], [b]) => a - b)
    .map(([cuatrimestre, xs]) => {
      const asignaturas = [...xs].sort((a, b) => a.codigo.localeCompare(b.codigo));
      return { cuatrimestre, asignaturas, creditos: sum(asignaturas), aprobados: sum(asignaturas.filter((x) => x.estado === 'aprobada')) };
    });
  const of = (e: EstadoRequisito) => auditadas.filter((a) => a.estado === e);
  const idx = indice(historial);
  const faltan = auditadas.filter((a) => a.estado !== 'aprobada');
  return {
    terminos,
    creditos: { plan: sum(auditadas), aprobados: sum(of('aprobada')), enCurso: sum(of('en_curso')), inscritos: sum(of('inscrita')), faltan: sum(faltan) },
    asignaturas: {
      plan: auditadas.length,
      aprobadas: of('aprobada').length,
      enCurso: of('en_curso').length,
      inscritas: of('inscrita').length,
      faltan: faltan.length,
    },
    indice: idx,
    indiceMinimo: o.indiceMinimo,
    fueraDelPlan: historial.filter((n) => n.aprueba && !usadas.has(n) && !enPlan.has(n.asignaturaId)),
    completo: faltan.length === 0 && idx !== null && idx >= o.indiceMinimo,
  };
}
