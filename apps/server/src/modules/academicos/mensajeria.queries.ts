import { sql } from 'drizzle-orm';
import type { Audiencia } from '@claustro/domain/academicos/mensajeria.contract';
import type { Database } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { careerIdsOfUserSql } from './carreras.queries.ts';
import { only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/**
 * The students (one row per student career, with their active account if any) an academic user may message: careers among those the
 * user works with, narrowed by the chosen careers, entry periods, campuses and statuses.
 */
function studentCareers(usuarioId: number, a: Audiencia) {
  const any = (column: string, list: number[]) => (list.length ? sql`and ${sql.raw(column)} = any(${intArray(list)})` : sql``);
  return sql`
    from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
    join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
    left join usuario u on u.persona_id = e.persona_id and u.estatus
   where ec.activa and ec.carrera_id in ${careerIdsOfUserSql(usuarioId)}
     ${any('ec.carrera_id', a.carreras)} ${any('ec.periodo_ingreso_id', a.periodos)} ${any('ec.sede_id', a.sedes)}
     ${a.estados.length ? sql`and ec.estado_estudiante_id = any(${intArray(a.estados)})` : sql`and st.es_es_indica_estatus_activo`}`;
}

export function mensajeriaQueries(database: Database) {
  return {
    /** The chosen careers the user does not work with. */
    foreignCareers: async (usuarioId: number, carreras: number[]) =>
      (await database.db.execute(sql`select c from unnest(${intArray(carreras)}) c where c not in ${careerIdsOfUserSql(usuarioId)}`)).rows,
    reach: async (usuarioId: number, a: Audiencia) =>
      await only(
        database.db,
        row({ estudiantes: z.number(), conCuenta: z.number() }),
        sql`
        select count(distinct e.estudiante_id)::int as estudiantes, count(distinct u.usuario_id)::int as "conCuenta"
        ${studentCareers(usuarioId, a)}`,
      ),
    /** The accounts of the audience's students, as the recipients of a send. */
    recipients: (usuarioId: number, a: Audiencia) => sql`select u.usuario_id ${studentCareers(usuarioId, a)} and u.usuario_id is not null`,
  };
}
