import { z } from 'zod';
import { and, asc, desc, eq, fillPlaceholders, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { childTableName, fieldNames, statusField, type ResourceDef } from '@claustro/domain/platform/resource';
import { canonicalKeys, toSnake } from '@claustro/domain/platform/naming';
import { maxInt } from '@claustro/domain/platform/schemas';
import { DomainError } from '../errors.ts';
import type { Db } from '../db/database.ts';
import type { AnyTable } from '../db/resource-tables.ts';
import { foldedContains, foldedSql } from '../db/sql.ts';

/** Lists answer at most this many rows at once; bigger lists page (`?page=&pageSize=`). */
export const maxPageSize = 1000;

export const listQuerySchema = z.looseObject({
  value: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).optional(),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  activos: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A list request reduced to its shape (what the SQL looks like) and its values (what fills it). */
interface ListPlan {
  shape: string;
  values: Record<string, unknown>;
  where: SQL | undefined;
  sortField: string;
  order: 'asc' | 'desc';
}

/**
 * Plans a catalogue list: accent- and case-insensitive text search over the declared search fields
 * (trigram-indexed on large catalogues), active records only, declared fields given in the query
 * string or fixed by a lookup path, sorting and paging. Values are placeholders, so every request of
 * the same shape runs the same prepared statement.
 */
function plan(def: ResourceDef, table: AnyTable, q: ListQuery, extra: Record<string, unknown>): ListPlan {
  const status = statusField(def);
  const conds: (SQL | undefined)[] = [];
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  // Spec §5: a blank search of research projects arrives as the word "undefined"; it means "all".
  const value = q.value?.trim() === 'undefined' ? '' : q.value?.trim();
  if (value && def.search.length) {
    values.like = foldedContains(value);
    conds.push(or(...def.search.map((f) => sql`${foldedSql(table[f])} like ${sql.placeholder('like')}`)));
    shape.push('search');
  }
  if (q.activos === 'true' && status) {
    conds.push(eq(table[status], true));
    shape.push('active');
  }
  const given = Object.entries(canonicalKeys(q, fieldNames(def)) as Record<string, unknown>).filter(([k]) => def.fields[k] && k !== status);
  for (const [f, v] of [...given, ...Object.entries(extra)]) {
    const field = def.fields[f];
    const p = sql.placeholder(`f_${f}`);
    if (field.kind === 'bool') {
      values[`f_${f}`] = v === true || v === 'true';
      conds.push(sql`${table[f]} = ${p}`);
    } else if (field.kind === 'int' || field.kind === 'ref') {
      const n = Number(v);
      if (!Number.isInteger(n) || Math.abs(n) > maxInt) throw new DomainError('validation', {}, { [f]: { code: 'bad_request' } });
      values[`f_${f}`] = n;
      conds.push(sql`${table[f]} = ${p}`);
    } else {
      values[`f_${f}`] = String(v);
      // A unique text field is compared the way its unique index stores it.
      conds.push(field.unique ? sql`lower(${table[f]}) = lower(${p})` : sql`${table[f]} = ${p}`);
    }
    shape.push(`f_${f}`);
  }
  const sortable = new Set([def.id, ...Object.keys(def.fields)]);
  const asked = q.sort && sortable.has(q.sort);
  const sortField = asked ? q.sort! : (def.sort?.field ?? def.display);
  const order = asked ? (q.order === 'desc' ? 'desc' : 'asc') : (def.sort?.order ?? 'asc');
  const pageSize = q.pageSize ?? (q.page ? (def.pageSize ?? 25) : (def.pageSize ?? maxPageSize));
  values.limit = pageSize;
  values.offset = ((q.page ?? 1) - 1) * pageSize;
  return { shape: [...shape, sortField, order].join('|'), values, where: and(...conds), sortField, order };
}

/**
 * The columns a record answers: its own, and each child list as a JSON array built by a sub-select,
 * so a page of records with their lists is still one query.
 */
export function recordColumns(def: ResourceDef, table: AnyTable) {
  const children = Object.fromEntries(
    Object.entries(def.children ?? {}).map(([name, child]) => {
      const pairs = Object.keys(child.fields)
        .map((f) => `'${f}', c.${toSnake(f)}`)
        .join(', ');
      return [
        name,
        sql<Record<string, unknown>[]>`coalesce((select json_agg(json_build_object(${sql.raw(pairs)}) order by c.id)
          from ${sql.identifier(childTableName(def, name))} c where c.owner_id = ${table[def.id]}), '[]'::json)`,
      ];
    }),
  );
  return { ...getTableColumns(table), ...children };
}

function build(db: Db, def: ResourceDef, table: AnyTable, p: ListPlan) {
  return db
    .select({ ...recordColumns(def, table), total__: sql<number>`count(*) over()`.mapWith(Number) })
    .from(table)
    .where(p.where)
    .orderBy((p.order === 'desc' ? desc : asc)(table[p.sortField]), asc(table[def.id]))
    .limit(sql.placeholder('limit') as unknown as number)
    .offset(sql.placeholder('offset') as unknown as number);
}

/** The SQL and parameters a list request runs (for plans and tests). */
export function listSql(db: Db, def: ResourceDef, table: AnyTable, q: ListQuery, extra: Record<string, unknown> = {}) {
  const p = plan(def, table, q, extra);
  const { sql: text, params } = build(db, def, table, p).toSQL();
  return { sql: text, params: fillPlaceholders(params, p.values) };
}

type Prepared = ReturnType<ReturnType<typeof build>['prepare']>;
/** Prepared statements belong to their database (its connections), one per list shape. */
const preparedByDb = new WeakMap<Db, Map<string, Prepared>>();

/** Runs a list: the page of rows and, through a window, the total; one prepared statement per shape. */
export function runList(db: Db, def: ResourceDef, table: AnyTable, q: ListQuery, extra: Record<string, unknown> = {}) {
  const p = plan(def, table, q, extra);
  const key = `${def.name}|${p.shape}`;
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = new Map()));
  let statement = prepared.get(key);
  if (!statement) {
    statement = build(db, def, table, p).prepare(`list_${prepared.size}`);
    prepared.set(key, statement);
  }
  return statement.execute(p.values);
}
