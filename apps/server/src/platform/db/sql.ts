import { sql } from 'drizzle-orm';

/**
 * A list of integer ids as one `int[]` parameter (drizzle would spread a JS array into `($1, $2, …)`,
 * which `= any(…)` and `unnest(…)` cannot take).
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(Number(n))).join(',')}}`}::int[]`;
