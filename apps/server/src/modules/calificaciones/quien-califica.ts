import type { Actor } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { digitacionQueries } from './digitacion.queries.ts';

/**
 * Who acts on a section's grades: a professor on the sections they teach and no other (professors
 * hold the grade screens too); staff who are not professors on any section, when they hold one of
 * `screens`. Anyone else is refused.
 */
export function quienCalifica(deps: { database: Database; access: AccessCache; secciones: SeccionesService }) {
  const q = digitacionQueries(deps.database);
  return async (actor: Actor, seccionAsignaturaId: number, screens: readonly string[]) => {
    const profesorId = await deps.secciones.professorOf(actor.usuarioId);
    const may = profesorId !== null ? await q.teaches(profesorId, seccionAsignaturaId) : await deps.access.holds(actor.usuarioId, screens);
    if (!may) throw new DomainError('forbidden');
  };
}

/**
 * Who reads a student career's record: its student, or staff holding one of `screens` (a screen the
 * student holds themself must never be among them: it would open everyone's).
 */
export function quienLee(access: AccessCache) {
  return async (actor: Actor, owner: number | null, screens: readonly string[]) => {
    if (owner !== actor.usuarioId && !(await access.holds(actor.usuarioId, screens))) throw new DomainError('forbidden');
  };
}
