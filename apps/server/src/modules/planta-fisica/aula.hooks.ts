import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';

/** A classroom's building stands on the classroom's campus. */
export const aulaHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values) {
    // Only a real building against a real campus; a missing one is reported by its own reference.
    const rows = await tx.execute(sql`select e.sede_id from edificio e where e.edificio_id = ${values.edificioId as number}
                                        and exists (select 1 from sede s where s.sede_id = ${values.sedeId as number})`);
    const building = rows.rows[0] as { sede_id: number } | undefined;
    if (building && building.sede_id !== values.sedeId) {
      throw new DomainError('validation', {}, { edificioId: { problem: 'edificio_otro_recinto' } });
    }
  },
};
