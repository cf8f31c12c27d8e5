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

/**
 * A subject that meets an elective requirement of its type: an elective row of a plan is met by
 * itself or by any subject of the same elective type the plan does not require; `secciones` is how
 * many sections of it are on offer now.
 */
export interface OpcionElectiva {
  asignaturaId: number;
  codigo: string;
  nombre: string;
  creditos: number;
  tipoId: number;
  secciones: number;
}

/**
 * A requirement block: the plan's elective rows of one type together — "N credits from" the subjects
 * of that type — with what is passed, being taken and still needed, and each subject that meets it
 * with where the student stands in it.
 */
export interface BloqueElectivo {
  tipoId: number;
  tipo: string;
  creditos: number;
  aprobados: number;
  enCurso: number;
  faltan: number;
  opciones: (OpcionElectiva & { estado: EstadoRequisito })[];
}

export interface Auditoria {
  bloques: BloqueElectivo[];
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
  o: {
    enCurso: readonly number[];
    inscritas?: readonly number[];
    equivalencias: readonly (readonly [number, number])[];
    indiceMinimo: number;
    /** The plan's elective rows (subject → its elective type and the type's name), and the subjects of those types. */
    electivas?: { filas: ReadonlyMap<number, { tipoId: number; tipo: string }>; opciones: readonly OpcionElectiva[] };
  },
): Auditoria {
  const enPlan = new Set(plan.map((s) => s.asignaturaId));
  const equivalentes = (id: number) => o.equivalencias.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));
  const tipoDe = (id: number) => o.electivas?.filas.get(id);
  const opcionesDe = (tipoId: number) => (o.electivas?.opciones ?? []).filter((x) => x.tipoId === tipoId && !enPlan.has(x.asignaturaId));
  const usadas = new Set<NotaHistorial>();
  // A subject being taken or registered meets one requirement only (one elective taken, one elective row).
  const registradasUsadas = new Set<number>();
  const ultima = (id: number, pred: (n: NotaHistorial) => boolean) => historial.filter((n) => n.asignaturaId === id && pred(n)).at(-1);
  const asNota = (n: NotaHistorial) => ({ asignaturaId: n.asignaturaId, codigo: n.asignaturaCodigo, literal: n.literal, nota: n.nota, periodo: n.periodo });

  const auditar1 = (s: AsignaturaPlan): RequisitoAuditado => {
    // Itself first; else an equivalent the plan does not hold itself (which would meet its own
    // requirement); an elective row, else any subject of its type the plan does not require.
    const tipo = tipoDe(s.asignaturaId);
    const candidatas = [
      s.asignaturaId,
      ...equivalentes(s.asignaturaId).filter((e) => !enPlan.has(e)),
      ...(tipo ? opcionesDe(tipo.tipoId).map((x) => x.asignaturaId) : []),
    ];
    for (const id of candidatas) {
      const passed = ultima(id, (n) => n.aprueba && !usadas.has(n));
      if (passed) {
        usadas.add(passed);
        return { ...s, estado: 'aprobada', nota: asNota(passed) };
      }
    }
    for (const [estado, ids] of [
      ['en_curso', o.enCurso],
      ['inscrita', o.inscritas ?? []],
    ] as const) {
      const id = candidatas.find((c) => ids.includes(c) && !registradasUsadas.has(c));
      if (id === undefined) continue;
      registradasUsadas.add(id);
      return { ...s, estado, nota: null };
    }
    // The last attempt not already meeting another requirement.
    const tried = candidatas.map((id) => ultima(id, (n) => !usadas.has(n))).find(Boolean);
    if (!tried) return { ...s, estado: 'pendiente', nota: null };
    return { ...s, estado: tried.retirada ? 'retirada' : 'reprobada', nota: asNota(tried) };
  };
  // Required subjects first, so an elective row never takes a grade a required one needs.
  const porId = new Map<number, RequisitoAuditado>();
  for (const s of plan) if (!tipoDe(s.asignaturaId)) porId.set(s.asignaturaId, auditar1(s));
  for (const s of plan) if (tipoDe(s.asignaturaId)) porId.set(s.asignaturaId, auditar1(s));
  const auditadas = plan.map((s) => porId.get(s.asignaturaId)!);

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
  const bloques = [...new Map([...(o.electivas?.filas.values() ?? [])].map((t) => [t.tipoId, t])).values()].map((t): BloqueElectivo => {
    const filas = auditadas.filter((a) => tipoDe(a.asignaturaId)?.tipoId === t.tipoId);
    const estadoDe = (id: number): EstadoRequisito => {
      if (historial.some((n) => n.asignaturaId === id && n.aprueba)) return 'aprobada';
      if (o.enCurso.includes(id)) return 'en_curso';
      if (o.inscritas?.includes(id)) return 'inscrita';
      const tried = ultima(id, () => true);
      return !tried ? 'pendiente' : tried.retirada ? 'retirada' : 'reprobada';
    };
    const opciones = (o.electivas?.opciones ?? []).filter((x) => x.tipoId === t.tipoId);
    return {
      tipoId: t.tipoId,
      tipo: t.tipo,
      creditos: sum(filas),
      aprobados: sum(filas.filter((x) => x.estado === 'aprobada')),
      enCurso: sum(filas.filter((x) => x.estado === 'en_curso' || x.estado === 'inscrita')),
      faltan: sum(filas.filter((x) => x.estado !== 'aprobada')),
      opciones: opciones.map((x) => ({ ...x, estado: estadoDe(x.asignaturaId) })),
    };
  });
  return {
    bloques,
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
