import type { Database } from './db/database.ts';
import { DomainError } from './errors.ts';
import { all, countRow } from './db/rows.ts';

/**
 * Counting attempts per key (an address, a document) over a time window, to slow down guessing and
 * flooding: sign-in, and the public forms. Failures live in `login_fallo`.
 */
export function attemptsGuard(database: Database) {
  const count = async (key: string, minutes: number) =>
    (
      await all(database, countRow, {
        text: `select count(*)::int as n from login_fallo where clave = $1 and en > now() - make_interval(mins => $2)`,
        params: [key, minutes],
      })
    )[0].n;
  return {
    /** Refuses with 429 when any key already reached its limit in the window. */
    async check(limits: { key: string; max: number }[], minutes: number) {
      for (const l of limits) if ((await count(l.key, minutes)) >= l.max) throw new DomainError('too_many_attempts', { minutes });
    },
    record: (keys: string[]) => database.query(`insert into login_fallo (clave) select unnest($1::text[])`, [keys]),
  };
}
export type AttemptsGuard = ReturnType<typeof attemptsGuard>;
