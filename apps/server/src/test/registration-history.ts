import type { Database } from '../platform/db/database.ts';
import { all, row } from '../platform/db/rows.ts';
import { z } from 'zod';

/** A registration the server acknowledged (answered 201). */
export interface Ack {
  estudianteCarreraId: number;
  seccionAsignaturaId: number;
}

export interface HistoryReport {
  /** Acknowledged registrations the database does not hold. */
  lost: Ack[];
  /** Sections holding more acknowledgements, or more registrations, than seats. */
  overbooked: { seccionAsignaturaId: number; capacidad: number; acks: number; filas: number }[];
  /** Sections whose seat counter differs from their registrations (and seats held for waiting students). */
  miscounted: { seccionAsignaturaId: number; inscritos: number; filas: number }[];
}

/**
 * Checks a registration rush against what the database ended with: every acknowledged registration
 * is there, no section holds more acknowledgements or rows than seats, and every seat counter equals
 * the places it counts. Used by the reliability tests and the rush benchmark.
 */
const seccionContada = row({
  seccionAsignaturaId: z.number(),
  capacidad: z.number(),
  inscritos: z.number(),
  filas: z.number(),
  reservados: z.number(),
  tiene: z.array(z.number()),
});

export async function checkHistory(database: Database, acks: Ack[], secciones: number[]): Promise<HistoryReport> {
  const rows = await all(database, seccionContada, {
    text: `select s.seccion_asignatura_id as "seccionAsignaturaId", s.se_en_capacidad as capacidad, s.se_en_inscritos as inscritos,
            (select count(*)::int from seleccion x where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita') as filas,
            (select count(*)::int from lista_espera l where l.seccion_asignatura_id = s.seccion_asignatura_id and l.estado = 'ofrecida') as reservados,
            coalesce((select array_agg(x.estudiante_carrera_id) from seleccion x
                       where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita'), '{}') as tiene
       from seccion_horario s where s.seccion_asignatura_id = any($1::int[])`,
    params: [secciones],
  });
  const bySection = new Map(rows.map((r) => [r.seccionAsignaturaId, r]));
  const acked = new Map<number, number>();
  for (const a of acks) acked.set(a.seccionAsignaturaId, (acked.get(a.seccionAsignaturaId) ?? 0) + 1);
  return {
    lost: acks.filter((a) => !bySection.get(a.seccionAsignaturaId)?.tiene.includes(a.estudianteCarreraId)),
    overbooked: rows
      .map((r) => ({ seccionAsignaturaId: r.seccionAsignaturaId, capacidad: r.capacidad, acks: acked.get(r.seccionAsignaturaId) ?? 0, filas: r.filas }))
      .filter((r) => r.acks > r.capacidad || r.filas > r.capacidad),
    miscounted: rows
      .filter((r) => r.inscritos !== r.filas + r.reservados)
      .map((r) => ({ seccionAsignaturaId: r.seccionAsignaturaId, inscritos: r.inscritos, filas: r.filas })),
  };
}
