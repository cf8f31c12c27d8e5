import type { Database } from './db/database.ts';
import { DomainError } from './errors.ts';
import { all, row } from './db/rows.ts';
import { z } from 'zod';

/**
 * Counting attempts per key (an address, a document) over a time window, to slow down guessing and
 * flooding: sign-in, and the public forms. Failures live in `login_fallo`. The window rolls: a key
 * at its limit is refused until its oldest counted attempt leaves the window, and told when
 * (`retryAfter`, seconds: the answer's Retry-After).
 */
export function attemptsGuard(database: Database) {
  /** How many attempts the key has in the window, and in how many seconds it is back under `max`. */
  const state = async (key: string, max: number, minutes: number) =>
    (
      await all(database, row({ n: z.number(), libre: z.number().nullable() }), {
        text: `select count(*)::int as n,
                      ceil(extract(epoch from ((array_agg(en order by en desc))[$3] + make_interval(mins => $2) - now())))::int as libre
                 from login_fallo where clave = $1 and en > now() - make_interval(mins => $2)`,
        params: [key, minutes, max],
      })
    )[0];
  return {
    /** Refuses with 429 (and when to try again) when any key already reached its limit in the window. */
    async check(limits: { key: string; max: number }[], minutes: number) {
      for (const l of limits) {
        const s = await state(l.key, l.max, minutes);
        if (s.n < l.max) continue;
        const retryAfter = Math.max(1, s.libre ?? minutes * 60);
        throw new DomainError('too_many_attempts', { minutes: Math.ceil(retryAfter / 60), retryAfter });
      }
    },
    record: (keys: string[]) => database.query(`insert into login_fallo (clave) select unnest($1::text[])`, [keys]),
  };
}
export type AttemptsGuard = ReturnType<typeof attemptsGuard>;
