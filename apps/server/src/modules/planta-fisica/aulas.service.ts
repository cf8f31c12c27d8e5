import type { Actor } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { classroomsOfCareer } from './aulas.queries.ts';

/** Classrooms beyond the catalogue's own use cases. */
export function aulasService(deps: { database: Database }) {
  return {
    ofCareer: ({ input }: { actor: Actor; input: { carreraId: number; sedeId: number } }) => classroomsOfCareer(deps.database, input.carreraId, input.sedeId),
  };
}
export type AulasService = ReturnType<typeof aulasService>;
