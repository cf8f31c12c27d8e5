import { sql } from 'drizzle-orm';
import { aula } from '@claustro/domain/planta-fisica/aula.resource';
import type { Database, Db } from '../../platform/db/database.ts';
import { first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
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

/** The campus of a building, when both the building and the named campus exist (a missing one is reported by its own reference). */
export const buildingCampus = async (tx: Db, edificioId: number, sedeId: number) =>
  (
    await first(
      tx,
      row({ sede_id: z.number() }),
      sql`select e.sede_id from edificio e where e.edificio_id = ${edificioId} and exists (select 1 from sede s where s.sede_id = ${sedeId})`,
    )
  )?.sede_id;

/** The activity that already holds a classroom at part of these hours of this day, if any, the classroom's row locked first. */
export async function classroomClash(tx: Db, a: { aulaId: number; fecha: string; desde: string; hasta: string; actividadAulaId: number | null }) {
  await tx.execute(sql`select 1 from aula where aula_id = ${a.aulaId} for update`);
  return first(
    tx,
    row({ descripcion: z.string(), desde: z.string(), hasta: z.string() }),
    sql`
      select ac_au_descripcion as descripcion, ac_au_hora_inicio as desde, ac_au_hora_fin as hasta from actividad_aula
       where aula_id = ${a.aulaId} and ac_au_fecha = ${a.fecha} and estatus
         and actividad_aula_id <> ${a.actividadAulaId ?? 0}
         and ac_au_hora_inicio < ${a.hasta} and ${a.desde} < ac_au_hora_fin
       order by ac_au_hora_inicio limit 1`,
  );
}
