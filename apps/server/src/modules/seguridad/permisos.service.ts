import { alwaysOpenPaths, screenOfPath } from '@claustro/domain/shell/guard.rules';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { permisosQueries, type GrantTable, type RolIn } from './permisos.queries.ts';

const rolGrants: GrantTable = { table: 'rol_opcion', column: 'rol_id' };
const userGrants: GrantTable = { table: 'usuario_opcion', column: 'usuario_id' };

/** Roles, the menu, and what each role and user may open. */
export function permisosService(database: Database, access: AccessCache) {
  const q = permisosQueries(database);

  /** Replaces a role's or a user's grants, audited with before and after; every process hears of it (the access cache). */
  async function replaceGrants(actor: Actor, g: GrantTable, ownerId: number, opciones: number[]): Promise<number[]> {
    const ids = [...new Set(opciones)];
    if ((await q.existingOptions(ids)) !== ids.length)
      throw new DomainError('broken_reference', { field: 'opciones' }, { opciones: { code: 'broken_reference' } });
    const before = await q.grants(g, ownerId);
    await database.db.transaction(async (tx) => {
      await q.replaceGrants(tx, g, ownerId, ids);
      await audit(tx, actor, {
        entidad: g.table,
        entidadId: ownerId,
        accion: 'permiso',
        antes: { opciones: before },
        despues: { opciones: [...ids].sort((a, b) => a - b) },
      });
    });
    access.forget('*');
    return ids;
  }

  /** The menu without the screens the configuration turns off, nor the groups left empty by them. */
  function encendidas<O extends { id: number; padre: number | null; url: string | null }>(options: O[]): O[] {
    const on = options.filter((o) => !o.url || !access.apagada(o.url));
    const padres = new Set(on.filter((o) => o.url).map((o) => o.padre));
    return on.filter((o) => o.url || padres.has(o.id) || on.some((c) => c.padre === o.id && !c.url && padres.has(c.id)));
  }

  type Opciones = { opciones: number[] };
  return {
    /** The signed-in user's menu. */
    menuOf: async ({ actor }: ServiceCall<unknown>) => encendidas(await q.menuOf(actor.usuarioId)),

    /** Whether the user may open a screen path (spec §4 route guard, asked of the server). */
    async mayOpen({ actor, input }: ServiceCall<{ path: string }>): Promise<boolean> {
      const screen = screenOfPath(input.path);
      if (actor.expiredPassword) return screen === '/seguridad/cambiar-clave';
      if (alwaysOpenPaths.includes(screen)) return true;
      return access.holds(actor.usuarioId, [screen]);
    },
    logAccess: async ({ actor, input }: ServiceCall<{ path: string }>) => void (await q.logAccess(actor.usuarioId, screenOfPath(input.path))),

    roles: () => q.roles(),
    createRol: ({ actor, input }: ServiceCall<RolIn>) =>
      database.db.transaction(async (tx) => {
        const row = await q.insertRol(tx, input);
        await audit(tx, actor, { entidad: 'rol', entidadId: row.rolId, accion: 'crear', despues: row });
        return row;
      }),
    updateRol: ({ actor, input: { rolId, ...input } }: ServiceCall<RolIn & { rolId: number }>) =>
      database.db.transaction(async (tx) => {
        const before = await q.lockRol(tx, rolId);
        if (!before) throw new DomainError('not_found');
        const after = await q.updateRol(tx, rolId, input);
        await audit(tx, actor, { entidad: 'rol', entidadId: rolId, accion: 'actualizar', antes: before, despues: after });
        return after;
      }),

    allOptions: async () => encendidas(await q.allOptions()),
    grantsOfRol: async ({ input }: ServiceCall<{ rolId: number }>) => ({ opciones: await q.grants(rolGrants, input.rolId) }),
    grantsOfUsuario: async ({ input }: ServiceCall<{ usuarioId: number }>) => ({ opciones: await q.grants(userGrants, input.usuarioId) }),
    async setGrantsOfRol({ actor, input }: ServiceCall<Opciones & { rolId: number }>) {
      if (!(await q.rolExists(input.rolId))) throw new DomainError('not_found');
      return { opciones: await replaceGrants(actor, rolGrants, input.rolId, input.opciones) };
    },
    async setGrantsOfUsuario({ actor, input }: ServiceCall<Opciones & { usuarioId: number }>) {
      if (!(await q.usuarioExists(input.usuarioId))) throw new DomainError('not_found');
      return { opciones: await replaceGrants(actor, userGrants, input.usuarioId, input.opciones) };
    },
  };
}
export type PermisosService = ReturnType<typeof permisosService>;
