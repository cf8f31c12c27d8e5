/*
 * The users file Moodle's "Upload users" takes (Site administration > Users > Accounts > Upload users,
 * `admin/tool/uploaduser`), as documented for Moodle 4.5 (https://docs.moodle.org/405/en/Upload_users)
 * and as that tool checks a file: a header naming the columns — each a standard user field or an
 * enrolment field (`course<n>`, `role<n>`, `group<n>`…: `uu_validate_user_upload_columns`) —, then one
 * line per person with each course they are enrolled in (its short name) and their role in it (the
 * role's short name: `student`, `editingteacher`). A new user needs `username`, `firstname`,
 * `lastname` and `email`; a username is lower case, of letters, digits and `_ - . @`
 * (`core_user::clean_field`). No password column: the upload's "New user password" setting ("Create
 * password if needed and send via email") makes and mails them. Values with commas, quotes or line
 * breaks are quoted, quotes doubled (RFC 4180).
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

/** Moodle 4.5's standard user fields this product writes (the tool takes more: `city`, `phone1`, `institution`…). */
export const camposEstandarMoodle = ['username', 'firstname', 'lastname', 'email', 'idnumber'] as const;
/** The enrolment fields the upload tool takes: a name and the number of the course they go with. */
const campoMatriculaMoodle = /^(sysrole|cohort|course|group|type|role|enrolperiod|enrolstatus|enroltimestart)\d+$/;

/** Whether Moodle's upload tool takes a column (a standard field, or an enrolment one). */
export const columnaMoodleValida = (c: string) => (camposEstandarMoodle as readonly string[]).includes(c) || campoMatriculaMoodle.test(c);

/** A username as Moodle cleans it: lower case, only letters, digits and `_ - . @` (accents dropped). */
export const usuarioMoodle = (v: string) =>
  v
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.@-]/g, '');

/** A course's short name made from words: lower case, letters, digits and dashes, up to 100. */
export const nombreCortoMoodle = (v: string) => usuarioMoodle(v.trim().replace(/\s+/g, '-')).replace(/[@._]/g, '-').replace(/-+/g, '-').slice(0, 100);

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
