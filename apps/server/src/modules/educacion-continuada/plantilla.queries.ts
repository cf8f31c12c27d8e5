import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { first, idRow } from '../../platform/db/rows.ts';

/** The SQL of courses made from templates. */
export const plantillaQueries = {
  /** The state a new course starts in: the first active one that takes no enrolments (planned). */
  estadoPlanificado: async (db: Db) =>
    (await first(db, idRow, sql`select estado_curso_id as id from ec_estado_curso where estatus and not est_cur_inscribe order by estado_curso_id limit 1`))
      ?.id ?? null,
};
