import { sql, type SQL } from 'drizzle-orm';
import { palabrasDeNombre } from '@claustro/domain/academicos/busqueda-estudiante.rules';
import { accentFold, foldForSearch } from '@claustro/domain/platform/naming';

/**
 * A list of integer ids as one `int[]` parameter (drizzle would spread a JS array into `($1, $2, …)`,
 * which `= any(…)` and `unnest(…)` cannot take).
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(Number(n))).join(',')}}`}::int[]`;

/** A typed value as a LIKE pattern matches it literally: `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern that finds `value` anywhere (`%value%`), its own wildcards escaped. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/** A pattern that finds what starts with `value`, its own wildcards escaped. */
export const prefixPattern = (value: string) => `${escapeLike(value)}%`;

/**
 * An ORDER BY from a list's allowed sort columns (each mapped to its SQL), the asked direction, and a
 * tie-breaker so pages never overlap; without a sort, `fallback`.
 */
export function orderBy<K extends string>(columns: Record<K, SQL | SQL[]>, q: { sort?: K; order?: 'asc' | 'desc' }, fallback: SQL, tieBreak: SQL): SQL {
  if (!q.sort) return sql`order by ${fallback}, ${tieBreak}`;
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const by = ([] as SQL[]).concat(columns[q.sort]).map((c) => sql`${c} ${dir} nulls last`);
  return sql`order by ${sql.join(by, sql`, `)}, ${tieBreak}`;
}

/**
 * Accent and case folding as SQL (`accentFold`), shared by search conditions and their trigram indexes
 * so the planner matches them: "Peña", "PEÑA" and "pena" read the same.
 */
export function foldedSql(column: unknown) {
  return sql`translate(lower(${column}::text), ${sql.raw(`'${accentFold.from}'`)}, ${sql.raw(`'${accentFold.to}'`)})`;
}

/** A person's full name folded for search ("José Manuel Núñez" → "jose manuel nunez"): the stored search columns are made of it. */
export const foldedNameSql = (nombres: unknown, apellidos: unknown) => foldedSql(sql`${nombres} || ' ' || ${apellidos}`);

/** A LIKE pattern for folded text containing what was typed (accents, case and wildcards neutral). */
export const foldedContains = (value: string) => containsPattern(foldForSearch(value.trim()));

/**
 * A person's stored search name (`pers_nombre_busqueda`) holding every word typed, in any order, the
 * list's comma aside ("Marte, Elena", "elena marte"). Each word of three letters or more goes through
 * the trigram index; a shorter one has no trigram to look up, so it only filters what the others
 * found (written as an expression the index does not cover, so the planner does not scan it whole).
 */
export function nameWordsSql(column: SQL, typed: string): SQL {
  const palabras = palabrasDeNombre(typed);
  if (!palabras.length) return sql`true`;
  return sql.join(
    palabras.map((w) => (w.length >= 3 ? sql`${column} like ${containsPattern(w)}` : sql`(' ' || ${column}) like ${containsPattern(w)}`)),
    sql` and `,
  );
}

/**
 * A timestamp column within whole days as the institution counts them (`desde` and `hasta`, ISO dates,
 * both included, in its time zone); a bound left out does not limit.
 */
export function enDias(columna: SQL, d: { desde?: string; hasta?: string; zona: string }): SQL {
  const desde = d.desde ? sql`${columna} >= (${d.desde}::date)::timestamp at time zone ${d.zona}` : sql`true`;
  const hasta = d.hasta ? sql`${columna} < ((${d.hasta}::date + 1)::timestamp at time zone ${d.zona})` : sql`true`;
  return sql`(${desde} and ${hasta})`;
}
