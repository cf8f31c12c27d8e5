import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { Institution } from '../../platform/config.ts';
import { planesQueries } from './planes.queries.ts';
import { planPdf } from './plan-estudio.pdf.ts';

/** Study plans: a new version from a copy, a plan's subjects, and the plan to read or print. */
export function planesService(deps: { database: Database; institution: Institution }) {
  const q = planesQueries(deps.database);
  async function lectura({ input }: { input: { planEstudioId: number }; actor?: unknown }) {
    const found = await q.lectura(input.planEstudioId);
    if (!found) throw new DomainError('not_found');
    return found;
  }
  return {
    lectura,
    pdf: async (call: ServiceCall<{ planEstudioId: number }>) => planPdf(deps.institution, await lectura(call), call.actor.lang),
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
