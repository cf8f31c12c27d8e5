import { cursoMoodle, moodleCsv } from '@claustro/domain/calificaciones/moodle.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { usuariosMoodle, type Filtro } from './moodle.queries.ts';

/** A period's Moodle users (`usuariosMoodle`), as the screen pages them and as Moodle's bulk upload reads them. */
export function moodleService(deps: { database: Database }) {
  const db = deps.database.db;
  async function rows(f: Filtro, page?: { page: number; pageSize: number }) {
    const found = await usuariosMoodle(db, f, page);
    return {
      rows: found.map(({ total: _t, cursos, ...u }) => ({ ...u, cursos: cursos.map((c) => ({ curso: cursoMoodle(c), rol: c.rol })) })),
      total: found[0]?.total ?? 0,
    };
  }
  return {
    page: ({ input }: ServiceCall<Filtro & { page: number; pageSize: number }>) => rows(input, input),
    csv: async ({ input }: ServiceCall<Filtro>) => moodleCsv((await rows(input)).rows),
  };
}
export type MoodleService = ReturnType<typeof moodleService>;
