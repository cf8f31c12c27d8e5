import { moodleCsv, nombreCortoMoodle, usuarioMoodle, type UsuarioMoodle } from '@claustro/domain/calificaciones/moodle.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { moodleQueries as q } from './moodle.queries.ts';

/**
 * A course's people in the file Moodle's bulk upload takes: seated participants as students,
 * facilitators (if asked) as teachers, each known in Moodle by their ID number (their username and
 * `idnumber`), or — without one — by their e-mail; one without an e-mail cannot be uploaded and is left out.
 */
export function moodleService(deps: { database: Database }) {
  const db = deps.database.db;
  return {
    async exportar({ input }: ServiceCall<{ cursoId: number; curso?: string; facilitadores: 'true' | 'false' }>) {
      const curso = await q.curso(db, input.cursoId);
      if (!curso) throw new DomainError('not_found');
      const corto = input.curso ?? `${nombreCortoMoodle(curso.titulo).slice(0, 90)}-${input.cursoId}`;
      const [participantes, facilitadores] = await Promise.all([
        q.participantes(db, input.cursoId),
        input.facilitadores === 'true' ? q.facilitadores(db, input.cursoId) : Promise.resolve([]),
      ]);
      const usuario = (p: (typeof participantes)[number], rol: 'student' | 'editingteacher'): UsuarioMoodle[] => {
        const username = usuarioMoodle(p.documento || p.email || '');
        return username && p.email
          ? [{ username, firstname: p.nombres, lastname: p.apellidos, email: p.email, idnumber: p.documento ?? '', cursos: [{ curso: corto, rol }] }]
          : [];
      };
      return {
        nombre: `moodle-${corto}.csv`,
        csv: moodleCsv([...participantes.flatMap((p) => usuario(p, 'student')), ...facilitadores.flatMap((f) => usuario(f, 'editingteacher'))]),
      };
    },
  };
}
export type MoodleService = ReturnType<typeof moodleService>;
