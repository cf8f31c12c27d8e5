import { sql } from 'drizzle-orm';
import { aula } from '@claustro/domain/planta-fisica/aula.resource';
import type { Database } from '../../platform/db/database.ts';
import { catalogueTable } from '../../platform/db/schema.ts';
import { recordColumns } from '../../platform/resources/list-query.ts';

/** Active classrooms of a campus that a career may use: those open to every career, and those listing it. */
export function classroomsOfCareer(database: Database, carreraId: number, sedeId: number) {
  const table = catalogueTable(aula);
  return database.db
    .select(recordColumns(aula, table))
    .from(table)
    .where(
      sql`${table.sedeId} = ${sedeId} and ${table.estatus}
               and (not exists (select 1 from aula_carreras c where c.owner_id = ${table.aulaId})
                    or exists (select 1 from aula_carreras c where c.owner_id = ${table.aulaId} and c.carrera_id = ${carreraId}))`,
    )
    .orderBy(table.aulaDescripcion) as Promise<Record<string, unknown>[]>;
}
