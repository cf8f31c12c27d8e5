import { resources } from '@claustro/domain/registry';
import { tableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import type { Database } from '../platform/db/database.ts';

/** Inserts catalogue rows only into an empty table: first start fills it, later starts leave people's edits alone. */
export async function fill(database: Database, resource: string, rows: Record<string, unknown>[]) {
  const def = resources.find((r) => r.name === resource);
  if (!def || rows.length === 0) throw new Error(`seed: unknown resource ${resource}`);
  const table = tableName(def);
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  if (n > 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const params: unknown[] = [];
  // A column a row leaves out takes the table's default.
  const cell = (row: Record<string, unknown>, c: string) => (c in row ? (params.push(row[c]), `$${params.length}`) : 'default');
  const values = rows.map((row) => `(${columns.map((c) => cell(row, c)).join(', ')})`);
  await database.query(`insert into ${table} (${columns.map(toSnake).join(', ')}) values ${values.join(', ')}`, params);
}
