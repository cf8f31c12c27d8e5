import { accesosScreen, type AccesoIn } from '@claustro/domain/academicos/carrera-acceso.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { carrerasQueries } from './carreras.queries.ts';

/** Which careers a user works with, and granting or revoking that access. */
export function carrerasService(deps: { database: Database; access: AccessCache }) {
  const q = carrerasQueries(deps.database);
  return {
    /** The careers of a user: one's own, or anyone's for who manages career access. */
    async ofUser({ actor, input }: ServiceCall<{ usuarioId: number }>) {
      if (input.usuarioId !== actor.usuarioId && !(await deps.access.holds(actor.usuarioId, [accesosScreen]))) throw new DomainError('forbidden');
      return q.ofUser(input.usuarioId);
    },
    accesses: ({ input }: ServiceCall<{ usuarioId: number }>) => q.accesses(input.usuarioId),
    async grant({ actor, input }: ServiceCall<AccesoIn>) {
      const created = await deps.database.db.transaction(async (tx) => {
        const id = await q.grant(tx, input, actor.companyId ?? 1);
        await audit(tx, actor, { entidad: 'carreraUsuarioAcceso', entidadId: id, accion: 'permiso', despues: input });
        return id;
      });
      return (await q.access(created))!;
    },
    async revoke({ actor, input }: ServiceCall<{ id: number }>) {
      await deps.database.db.transaction(async (tx) => {
        const gone = await q.revoke(tx, input.id);
        if (!gone) throw new DomainError('not_found');
        await audit(tx, actor, { entidad: 'carreraUsuarioAcceso', entidadId: input.id, accion: 'revocar', antes: gone });
      });
      return null;
    },
  };
}
export type CarrerasService = ReturnType<typeof carrerasService>;
