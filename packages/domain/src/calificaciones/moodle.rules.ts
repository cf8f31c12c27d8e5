/*
 * The users file Moodle's "Upload users" takes: a header, then one line per person with each course
 * they are enrolled in and their role in it (course1, role1, course2, role2 …). Values with commas,
 * quotes or line breaks are quoted, quotes doubled.
 */

import { csv } from '../platform/csv.ts';

export interface UsuarioMoodle {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  idnumber: string;
  cursos: { curso: string; rol: 'student' | 'editingteacher' }[];
}

/** A course's short name in Moodle: the period, the campus, the section ("2026-3-SD-MAT-101-01"). */
export const cursoMoodle = (s: { periodo: string; sede: string; asignaturaCodigo: string; seccionId: number }) =>
  `${s.periodo}-${s.sede}-${s.asignaturaCodigo}-${String(s.seccionId).padStart(2, '0')}`;

export function moodleCsv(usuarios: readonly UsuarioMoodle[]): string {
  const n = Math.max(1, ...usuarios.map((u) => u.cursos.length));
  const head = ['username', 'firstname', 'lastname', 'email', 'idnumber', ...Array.from({ length: n }, (_, i) => [`course${i + 1}`, `role${i + 1}`]).flat()];
  return csv(
    head,
    usuarios.map((u) => {
      const cursos = Array.from({ length: n }, (_, i) => (u.cursos[i] ? [u.cursos[i].curso, u.cursos[i].rol] : ['', ''])).flat();
      return [u.username, u.firstname, u.lastname, u.email, u.idnumber, ...cursos];
    }),
  );
}
