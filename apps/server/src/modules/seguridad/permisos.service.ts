import type { Actor } from '../../platform/actor.ts';
import { sql } from 'drizzle-orm';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SessionClaims } from '../../platform/auth/tokens.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { grantedOptionIds } from '../../platform/auth/grants.ts';
import { alwaysOpenPaths, screenOfPath } from '@claustro/domain/shell/guard.rules';
import type { MenuItem } from '@claustro/domain/shell/menu.rules';
import { intArray } from '../../platform/db/sql.ts';

const optionColumns = `o.id, o.padre, o.url, o.icon, o.descripcion, o.ingles`;

type OpcionRow = MenuItem;
export interface RolRow {
  rolId: number;
  rolDescripcion: string;
  rolDescripcionIngles: string;
  esEstudiante: boolean;
  estatus: boolean;
}

export function permisosService(database: Database, access: AccessCache) {
  const hasScreen = (usuarioId: number, screen: string) => access.holds(usuarioId, [screen]);

  async function replaceGrants(
    actor: Actor,
    table: 'rol_opcion' | 'usuario_opcion',
    column: 'rol_id' | 'usuario_id',
    ownerId: number,
    opciones: number[],
  ): Promise<number[]> {
    const ids = [...new Set(opciones)];
    const [check] = await database.query<{ n: number }>(`select count(*)::int as n from opcion_menu where id = any($1::int[])`, [ids]);
    if (check.n !== ids.length) throw new DomainError('broken_reference', { field: 'opciones' }, { opciones: { code: 'broken_reference' } });
    const before = await database.query<{ opcion_id: number }>(`select opcion_id from ${table} where ${column} = $1`, [ownerId]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${ownerId}`);
      if (ids.length) {
        await tx.execute(sql`insert into ${sql.identifier(table)} (${sql.identifier(column)}, opcion_id) select ${ownerId}, unnest(${intArray(ids)})`);
      }
      await audit(tx, actor, {
        entidad: table,
        entidadId: ownerId,
        accion: 'permiso',
        antes: { opciones: before.map((b) => b.opcion_id).sort((a, b) => a - b) },
        despues: { opciones: ids.sort((a, b) => a - b) },
      });
    });
    access.forget('*');
    return ids;
  }

  return {
    /** The user's menu: granted options and every ancestor needed to reach them. */
    menuOf: (usuarioId: number) =>
      database.query<OpcionRow>(
        `with recursive visible as (
           select ${optionColumns}, o.orden from opcion_menu o where o.id in (${grantedOptionIds})
           union
           select ${optionColumns}, o.orden from opcion_menu o join visible v on v.padre = o.id
         )
         select id, padre, url, icon, descripcion, ingles from visible order by orden, id`,
        [usuarioId],
      ),

    /** Whether the user may open a screen path (spec §4 route guard, asked of the server). */
    async mayOpen(session: SessionClaims, path: string): Promise<boolean> {
      const screen = screenOfPath(path);
      if (session.expiredPassword) return screen === '/seguridad/cambiar-clave';
      if (alwaysOpenPaths.includes(screen)) return true;
      return hasScreen(session.usuarioId, screen);
    },

    async logAccess(usuarioId: number, path: string): Promise<void> {
      await database.query(`insert into acceso_log (usuario_id, path) values ($1, $2)`, [usuarioId, screenOfPath(path)]);
    },

    roles: () =>
      database.query<RolRow>(
        `select rol_id as "rolId", rol_descripcion as "rolDescripcion", rol_descripcion_ingles as "rolDescripcionIngles",
                es_estudiante as "esEstudiante", estatus from rol order by rol_id`,
      ),

    async createRol(actor: Actor, input: { rolDescripcion: string; rolDescripcionIngles: string; estatus: boolean }): Promise<RolRow> {
      return database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          insert into rol (rol_id, rol_descripcion, rol_descripcion_ingles, estatus)
          values ((select coalesce(max(rol_id), 0) + 1 from rol), ${input.rolDescripcion}, ${input.rolDescripcionIngles}, ${input.estatus})
          returning rol_id as "rolId", rol_descripcion as "rolDescripcion", rol_descripcion_ingles as "rolDescripcionIngles",
                    es_estudiante as "esEstudiante", estatus`);
        const row = result.rows[0] as { rolId: number };
        await audit(tx, actor, { entidad: 'rol', entidadId: row.rolId, accion: 'crear', despues: row });
        return row as unknown as RolRow;
      });
    },

    async updateRol(actor: Actor, rolId: number, input: { rolDescripcion: string; rolDescripcionIngles: string; estatus: boolean }): Promise<RolRow> {
      return database.db.transaction(async (tx) => {
        const before = (await tx.execute(sql`select * from rol where rol_id = ${rolId} for update`)).rows[0];
        if (!before) throw new DomainError('not_found');
        const result = await tx.execute(sql`
          update rol set rol_descripcion = ${input.rolDescripcion}, rol_descripcion_ingles = ${input.rolDescripcionIngles},
                 estatus = ${input.estatus} where rol_id = ${rolId}
          returning rol_id as "rolId", rol_descripcion as "rolDescripcion", rol_descripcion_ingles as "rolDescripcionIngles",
                    es_estudiante as "esEstudiante", estatus`);
        await audit(tx, actor, { entidad: 'rol', entidadId: rolId, accion: 'actualizar', antes: before, despues: result.rows[0] });
        return result.rows[0] as unknown as RolRow;
      });
    },

    allOptions: () => database.query<OpcionRow>(`select ${optionColumns} from opcion_menu o order by o.orden, o.id`),

    grantsOfRol: async (rolId: number) =>
      (await database.query<{ opcion_id: number }>(`select opcion_id from rol_opcion where rol_id = $1 order by 1`, [rolId])).map((r) => r.opcion_id),

    grantsOfUsuario: async (usuarioId: number) =>
      (await database.query<{ opcion_id: number }>(`select opcion_id from usuario_opcion where usuario_id = $1 order by 1`, [usuarioId])).map(
        (r) => r.opcion_id,
      ),

    async setGrantsOfRol(actor: Actor, rolId: number, opciones: number[]) {
      const [rol] = await database.query(`select 1 from rol where rol_id = $1`, [rolId]);
      if (!rol) throw new DomainError('not_found');
      return replaceGrants(actor, 'rol_opcion', 'rol_id', rolId, opciones);
    },

    async setGrantsOfUsuario(actor: Actor, usuarioId: number, opciones: number[]) {
      const [u] = await database.query(`select 1 from usuario where usuario_id = $1`, [usuarioId]);
      if (!u) throw new DomainError('not_found');
      return replaceGrants(actor, 'usuario_opcion', 'usuario_id', usuarioId, opciones);
    },
  };
}
export type PermisosService = ReturnType<typeof permisosService>;
