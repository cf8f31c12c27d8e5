import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { grantedOptionIds } from '../../platform/auth/grants.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, countRow, exists, first, only, row } from '../../platform/db/rows.ts';
import { rol as rolRow } from '@claustro/domain/seguridad/usuario.contract';
import { z } from 'zod';

/* The SQL of roles, menu options and grants. */

/** A menu option as the shell draws it (`MenuItem`). */
const menuItemRow = row({
  id: z.number(),
  padre: z.number().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
  descripcion: z.string(),
  ingles: z.string(),
});

const optionColumns = `o.id, o.padre, o.url, o.icon, o.descripcion, o.ingles`;
const rolColumns = sql`rol_id as "rolId", rol_descripcion as "rolDescripcion", rol_descripcion_ingles as "rolDescripcionIngles", es_estudiante as "esEstudiante", estatus`;

/** Where grants live: a role's, or a user's own. */
export type GrantTable = { table: 'rol_opcion'; column: 'rol_id' } | { table: 'usuario_opcion'; column: 'usuario_id' };
export type RolIn = { rolDescripcion: string; rolDescripcionIngles: string; estatus: boolean };

export function permisosQueries(database: Database) {
  return {
    /** The user's menu: granted options and every ancestor needed to reach them. */
    menuOf: (usuarioId: number) =>
      all(database, menuItemRow, {
        text: `with recursive visible as (
           select ${optionColumns}, o.orden from opcion_menu o where o.id in (${grantedOptionIds})
           union
           select ${optionColumns}, o.orden from opcion_menu o join visible v on v.padre = o.id
         )
         select id, padre, url, icon, descripcion, ingles from visible order by orden, id`,
        params: [usuarioId],
      }),
    allOptions: () => all(database, menuItemRow, { text: `select ${optionColumns} from opcion_menu o order by o.orden, o.id`, params: [] }),
    /** How many of these menu options exist. */
    existingOptions: async (ids: number[]) =>
      (await all(database, countRow, { text: `select count(*)::int as n from opcion_menu where id = any($1::int[])`, params: [ids] }))[0].n,
    logAccess: (usuarioId: number, screen: string) => database.query(`insert into acceso_log (usuario_id, path) values ($1, $2)`, [usuarioId, screen]),

    roles: () =>
      all(database, rolRow, {
        text: `select rol_id as "rolId", rol_descripcion as "rolDescripcion", rol_descripcion_ingles as "rolDescripcionIngles", es_estudiante as "esEstudiante", estatus from rol order by rol_id`,
        params: [],
      }),
    rolExists: (rolId: number) => exists(database, { text: `select 1 from rol where rol_id = $1`, params: [rolId] }),
    usuarioExists: async (usuarioId: number) => (await database.query(`select 1 from usuario where usuario_id = $1`, [usuarioId])).length > 0,
    insertRol: async (tx: Db, input: RolIn) =>
      await only(
        tx,
        rolRow,
        sql`
          insert into rol (rol_id, rol_descripcion, rol_descripcion_ingles, estatus)
          values ((select coalesce(max(rol_id), 0) + 1 from rol), ${input.rolDescripcion}, ${input.rolDescripcionIngles}, ${input.estatus})
          returning ${rolColumns}`,
      ),
    lockRol: async (tx: Db, rolId: number) => await first(tx, rolRow, sql`select ${rolColumns} from rol where rol_id = ${rolId} for update`),
    updateRol: async (tx: Db, rolId: number, input: RolIn) =>
      await only(
        tx,
        rolRow,
        sql`
          update rol set rol_descripcion = ${input.rolDescripcion}, rol_descripcion_ingles = ${input.rolDescripcionIngles}, estatus = ${input.estatus}
           where rol_id = ${rolId} returning ${rolColumns}`,
      ),

    grants: async (g: GrantTable, ownerId: number) =>
      (
        await all(database, row({ opcion_id: z.number() }), { text: `select opcion_id from ${g.table} where ${g.column} = $1 order by 1`, params: [ownerId] })
      ).map((r) => r.opcion_id),
    /** Replaces the grants of a role or a user with these options, in the caller's transaction. */
    async replaceGrants(tx: Db, g: GrantTable, ownerId: number, ids: number[]) {
      await tx.execute(sql`delete from ${sql.identifier(g.table)} where ${sql.identifier(g.column)} = ${ownerId}`);
      if (ids.length)
        await tx.execute(sql`insert into ${sql.identifier(g.table)} (${sql.identifier(g.column)}, opcion_id) select ${ownerId}, unnest(${intArray(ids)})`);
    },
  };
}
