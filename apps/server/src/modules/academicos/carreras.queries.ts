import { sql, type SQL } from 'drizzle-orm';
import type { AccesoIn } from '@claustro/domain/academicos/carrera-acceso.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { isAdministratorSql } from '../../platform/auth/grants.ts';
import { all, idRow, row, type RowShape } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { acceso, carreraDelUsuario } from '@claustro/domain/academicos/carrera-acceso.contract';

/**
 * The careers a user works with, as a query other academic queries embed. Administrators (role 1)
 * work with every career; everyone else with the careers granted on
 * `/administracion-sistema/carreras-accesos-usuarios`.
 */
export function careersOfUserSql(usuarioId: number) {
  return sql`select c.carrera_id as "carreraId", c.carr_descripcion as "carrDescripcion", c.carr_alias as "carrAlias", c.escuela_id as "escuelaId",
                    coalesce(a.coordinador, false) as coordinador, coalesce(a.director, false) as director
               from carrera c
               left join carrera_usuario_acceso a on a.carrera_id = c.carrera_id and a.usuario_id = ${usuarioId}
              where c.estatus and (a.id is not null or ${isAdministratorSql(usuarioId)})
              order by c.carr_descripcion`;
}

/** The ids of the careers a user works with, for `in (…)` conditions. */
export const careerIdsOfUserSql = (usuarioId: number) => sql`(select mine."carreraId" from (${careersOfUserSql(usuarioId)}) mine)`;

const accessSelect = sql`select a.id, a.carrera_id as "carreraId", c.carr_descripcion as "carrDescripcion", c.carr_alias as "carrAlias",
                                a.usuario_id as "usuarioId", a.coordinador, a.director
                           from carrera_usuario_acceso a join carrera c on c.carrera_id = a.carrera_id`;

const revokedRow = row({ carrera_id: z.number(), usuario_id: z.number(), coordinador: z.boolean(), director: z.boolean() });

export function carrerasQueries(database: Database) {
  const rows = <S extends RowShape>(shape: S, q: SQL, tx: Db = database.db) => all(tx, shape, q);
  return {
    ofUser: (usuarioId: number) => rows(carreraDelUsuario, careersOfUserSql(usuarioId)),
    accesses: (usuarioId: number) => rows(acceso, sql`${accessSelect} where a.usuario_id = ${usuarioId} order by c.carr_descripcion`),
    access: async (accesoId: number) => (await rows(acceso, sql`${accessSelect} where a.id = ${accesoId}`))[0],
    grant: async (tx: Db, a: AccesoIn, companyId: number) =>
      Number(
        (
          await rows(
            idRow,
            sql`insert into carrera_usuario_acceso (carrera_id, usuario_id, coordinador, director, company_id)
                values (${a.carreraId}, ${a.usuarioId}, ${a.coordinador}, ${a.director}, ${companyId}) returning id`,
            tx,
          )
        )[0].id,
      ),
    revoke: async (tx: Db, accesoId: number) =>
      (await rows(revokedRow, sql`delete from carrera_usuario_acceso where id = ${accesoId} returning carrera_id, usuario_id, coordinador, director`, tx))[0],
  };
}
