import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { planesQueries } from './planes.queries.ts';

/** Study plans: a new version from a copy, and a plan's subjects. */
export function planesService(deps: { database: Database }) {
  const q = planesQueries(deps.database);
  return {
    copy: ({ actor, input }: ServiceCall<{ planEstudioId: number }>) =>
      deps.database.db.transaction(async (tx) => {
        const row = await q.copy(tx, input.planEstudioId);
        if (!row) throw new DomainError('not_found');
        await audit(tx, actor, { entidad: 'planEstudio', entidadId: row.planEstudioId, accion: 'crear', despues: { copiaDe: input.planEstudioId, ...row } });
        return row;
      }),
    subjects: ({ input }: ServiceCall<{ planEstudioId: number }>) => q.subjects(input.planEstudioId),
  };
}
export type PlanesService = ReturnType<typeof planesService>;
