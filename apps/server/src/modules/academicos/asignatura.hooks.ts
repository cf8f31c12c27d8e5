import { findPrerequisiteCycle } from '@claustro/domain/academicos/prerequisites.rules';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { prerequisiteEdges, subjectsByIds } from './asignatura.queries.ts';

/**
 * Refuses prerequisites that would close a cycle, naming it by subject codes. Reads only the part of
 * the graph reachable from the new prerequisites (one recursive query).
 */
export const asignaturaHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values, id) {
    if (id === null) return; // a new subject has no one requiring it yet
    const prereqs = ((values.asignaturaPrerrequisitos ?? []) as { prerrequisitoId: number }[]).map((r) => r.prerrequisitoId);
    if (!prereqs.length) return;
    const requires = new Map<number, number[]>();
    for (const e of await prerequisiteEdges(tx, prereqs, id)) {
      requires.set(e.owner_id, [...(requires.get(e.owner_id) ?? []), e.prerrequisito_id]);
    }
    const cycle = findPrerequisiteCycle(id, prereqs, (n) => requires.get(n) ?? []);
    if (!cycle) return;
    const codeOf = new Map((await subjectsByIds(tx, cycle)).map((r) => [r.asignatura_id, r.asig_codigo]));
    const named = cycle.map((n) => codeOf.get(n) ?? String(n)).join(' → ');
    throw new DomainError('prerequisite_cycle', { cycle: named }, { asignaturaPrerrequisitos: { code: 'prerequisite_cycle', params: { cycle: named } } });
  },
};
