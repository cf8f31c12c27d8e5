import { z } from 'zod';
import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { fieldNames, statusField, type ResourceDef } from '@claustro/domain/platform/resource';
import { canonicalKeys, fold } from '@claustro/domain/platform/naming';
import { DomainError } from '../errors.ts';
import type { Db } from '../db/database.ts';
import { foldedSql, type AnyTable } from '../db/resource-tables.ts';

/** Lists answer at most this many rows at once; bigger lists page (`?page=&pageSize=`). */
export const maxPageSize = 1000;

export const listQuerySchema = z.looseObject({
  value: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).optional(),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  activos: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * The filters of a catalogue list: accent- and case-insensitive text search over the declared search
 * fields (trigram-indexed on large catalogues), active records only, and declared fields given in
 * the query string or fixed by a lookup path.
 */
function where(def: ResourceDef, table: AnyTable, q: ListQuery, extra: Record<string, unknown>): SQL | undefined {
  const status = statusField(def);
  const conds: (SQL | undefined)[] = [];
  const value = q.value?.trim();
  if (value && def.search.length) {
    const like = `%${fold(value)}%`;
    conds.push(or(...def.search.map((f) => sql`${foldedSql(table[f])} like ${like}`)));
  }
  if (q.activos === 'true' && status) conds.push(eq(table[status], true));
  const given = Object.entries(canonicalKeys(q, fieldNames(def)) as Record<string, unknown>).filter(
    ([k]) => def.fields[k] && k !== status,
  );
  for (const [f, v] of [...given, ...Object.entries(extra)]) {
    const field = def.fields[f];
    if (field.kind === 'bool') conds.push(eq(table[f], v === true || v === 'true'));
    else if (field.kind === 'int' || field.kind === 'ref') {
      const n = Number(v);
      if (!Number.isInteger(n)) throw new DomainError('validation', {}, { [f]: { code: 'bad_request' } });
      conds.push(eq(table[f], n));
    } else if (field.unique) {
      conds.push(sql`lower(${table[f]}) = lower(${String(v)})`); // the expression of its unique index
    } else conds.push(eq(table[f], String(v)));
  }
  return and(...conds);
}

/** The one query a list runs: the page of rows and, through a window, the total. */
export function listQuery(db: Db, def: ResourceDef, table: AnyTable, q: ListQuery, extra: Record<string, unknown> = {}) {
  const sortable = new Set([def.id, ...Object.keys(def.fields)]);
  const sortField = q.sort && sortable.has(q.sort) ? q.sort : def.display;
  const pageSize = q.pageSize ?? (q.page ? (def.pageSize ?? 25) : (def.pageSize ?? maxPageSize));
  const page = q.page ?? 1;
  return db
    .select({ ...getTableColumns(table), total__: sql<number>`count(*) over()`.mapWith(Number) })
    .from(table)
    .where(where(def, table, q, extra))
    .orderBy((q.order === 'desc' ? desc : asc)(table[sortField]), asc(table[def.id]))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
