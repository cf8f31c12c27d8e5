import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { all, row } from '../../platform/db/rows.ts';
import { intArray } from '../../platform/db/sql.ts';
import { z } from 'zod';

/* The SQL of subjects (spec §3 asignatura) that their catalogue's hooks need. */

/** The prerequisite edges reachable from these prerequisites, leaving out the subject's own. */
export const prerequisiteEdges = (tx: Db, prerequisites: number[], asignaturaId: number) =>
  all(
    tx,
    row({ owner_id: z.number(), prerrequisito_id: z.number() }),
    sql`
      with recursive reach(id) as (
        select unnest(${intArray(prerequisites)})
        union
        select p.prerrequisito_id from asignatura_asignatura_prerrequisitos p join reach r on p.owner_id = r.id
      )
      select p.owner_id, p.prerrequisito_id from asignatura_asignatura_prerrequisitos p
       where p.owner_id in (select id from reach) and p.owner_id <> ${asignaturaId}`,
  );

/** The codes and credits of these subjects. */
export const subjectsByIds = (tx: Db, ids: number[]) =>
  all(
    tx,
    row({ asignatura_id: z.number(), asig_codigo: z.string(), asig_creditos: z.number() }),
    sql`select asignatura_id, asig_codigo, asig_creditos from asignatura where asignatura_id = any(${intArray(ids)})`,
  );
