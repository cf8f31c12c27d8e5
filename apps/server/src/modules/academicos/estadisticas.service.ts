import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { estadisticasQueries } from './estadisticas.queries.ts';

/** Student statistics: the caller's own (another user's scope is not theirs to read). */
export function estadisticasService(deps: { database: Database; clock: Clock }) {
  const q = estadisticasQueries(deps.database);
  const own = (actor: Actor, usuarioId: number) => {
    if (usuarioId !== actor.usuarioId) throw new DomainError('forbidden');
  };
  return {
    byCareer: ({ actor, input }: ServiceCall<{ usuarioId: number; sedeId: number }>) => (
      own(actor, input.usuarioId),
      q.byCareer(input.usuarioId, input.sedeId)
    ),
    bySex: ({ actor, input }: ServiceCall<{ usuarioId: number; sedeId: number }>) => (own(actor, input.usuarioId), q.bySex(input.usuarioId, input.sedeId)),
    byCampus: ({ actor, input }: ServiceCall<{ usuarioId: number }>) => (own(actor, input.usuarioId), q.byCampus(input.usuarioId)),
    selected: ({ actor, input }: ServiceCall<{ usuarioId: number }>) => (own(actor, input.usuarioId), q.selected(input.usuarioId, deps.clock.today())),
  };
}
export type EstadisticasService = ReturnType<typeof estadisticasService>;
