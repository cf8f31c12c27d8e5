import { sql } from 'drizzle-orm';
import { findPrerequisiteCycle } from '@claustro/domain/academicos/prerequisites.rules';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { intArray } from '../../platform/db/sql.ts';

/**
 * Refuses prerequisites that would close a cycle, naming it by subject codes. Reads only the part of
 * the graph reachable from the new prerequisites (one recursive query).
 */
export const asignaturaHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values, id) {
    if (id === null) return; // a new subject has no one requiring it yet
    const prereqs = ((values.asignaturaPrerrequisitos ?? []) as { prerrequisitoId: number }[]).map((r) => r.prerrequisitoId);
    if (!prereqs.length) return;
    const edges = await tx.execute(sql`
      with recursive reach(id) as (
        select unnest(${intArray(prereqs)})
        union
        select p.prerrequisito_id from asignatura_asignatura_prerrequisitos p join reach r on p.owner_id = r.id
      )
      select p.owner_id, p.prerrequisito_id from asignatura_asignatura_prerrequisitos p
       where p.owner_id in (select id from reach) and p.owner_id <> ${id}`);
    const requires = new Map<number, number[]>();
    for (const e of edges.rows as { owner_id: number; prerrequisito_id: number }[]) {
      requires.set(e.owner_id, [...(requires.get(e.owner_id) ?? []), e.prerrequisito_id]);
    }
    const cycle = findPrerequisiteCycle(id, prereqs, (n) => requires.get(n) ?? []);
    if (!cycle) return;
    const codes = await tx.execute(sql`select asignatura_id, asig_codigo from asignatura where asignatura_id = any(${intArray(cycle)})`);
    const codeOf = new Map((codes.rows as { asignatura_id: number; asig_codigo: string }[]).map((r) => [r.asignatura_id, r.asig_codigo]));
    const named = cycle.map((n) => codeOf.get(n) ?? String(n)).join(' → ');
    throw new DomainError('prerequisite_cycle', { cycle: named }, { asignaturaPrerrequisitos: { code: 'prerequisite_cycle', params: { cycle: named } } });
  },
};
