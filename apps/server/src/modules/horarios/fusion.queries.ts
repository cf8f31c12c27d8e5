import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { changed } from '../../platform/db/rows.ts';
import { intArray } from '../../platform/db/sql.ts';

/* The SQL of merging sections: the students' places and waiting lists move, the merged sections close. */

/** Locks the sections, in one order (no deadlock against another merge). */
export const lockSections = (tx: Db, ids: number[]) =>
  tx.execute(sql`select 1 from seccion_horario where seccion_asignatura_id = any(${intArray(ids)}) order by seccion_asignatura_id for update`);

/**
 * Moves the merged sections' students to the kept one — a student already in it keeps that place and
 * the merged one is dropped — and closes their waiting lists; answers how many moved and how many
 * waiting places closed.
 */
export async function moveStudents(tx: Db, from: number[], destinoId: number) {
  const origen = intArray(from);
  await tx.execute(sql`update seleccion o set estado = 'retirada', retirado_en = now()
                        where o.seccion_asignatura_id = any(${origen}) and o.estado = 'inscrita'
                          and exists (select 1 from seleccion k where k.estudiante_carrera_id = o.estudiante_carrera_id
                                        and k.seccion_asignatura_id = ${destinoId} and k.estado = 'inscrita')`);
  const movidos = await changed(
    tx,
    sql`update seleccion set seccion_asignatura_id = ${destinoId} where seccion_asignatura_id = any(${origen}) and estado = 'inscrita'`,
  );
  const esperasCerradas = await changed(
    tx,
    sql`update lista_espera set estado = 'retirada', resuelta_en = now()
         where seccion_asignatura_id = any(${origen}) and estado in ('esperando', 'ofrecida')`,
  );
  return { movidos, esperasCerradas };
}

/** The kept section holds everyone (its seats grow to them); the merged ones close empty. */
export async function closeMerged(tx: Db, from: number[], destinoId: number, total: number) {
  await tx.execute(sql`update seccion_horario set se_en_inscritos = ${total}, se_en_capacidad = greatest(se_en_capacidad, ${total})
                        where seccion_asignatura_id = ${destinoId}`);
  await tx.execute(sql`update seccion_horario set se_en_inscritos = 0, estatus = false where seccion_asignatura_id = any(${intArray(from)})`);
}
