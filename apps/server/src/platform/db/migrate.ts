import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './database.ts';
import { all, row } from './rows.ts';
import { z } from 'zod';

export const migrationsDir = resolve(import.meta.dirname, '../../../migrations');

/**
 * Applies the committed migrations not yet applied, in order, each in its own transaction.
 * On PostgreSQL an advisory lock keeps several starting processes from racing.
 */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const lock = database.kind === 'postgres';
  if (lock) await database.query('select pg_advisory_lock(724011)');
  try {
    await database.exec('create table if not exists schema_migration (nombre text primary key, aplicado_en timestamptz not null default now())');
    const done = new Set((await all(database, row({ nombre: z.string() }), { text: 'select nombre from schema_migration', params: [] })).map((r) => r.nombre));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(resolve(dir, file), 'utf8').replaceAll('--> statement-breakpoint', '');
      await database.exec(`begin;\nset local statement_timeout = 0;\n${body}\n;insert into schema_migration (nombre) values ('${file}');\ncommit;`);
      applied.push(file);
    }
    return applied;
  } catch (err) {
    await database.exec('rollback').catch(() => {});
    throw err;
  } finally {
    if (lock) await database.query('select pg_advisory_unlock(724011)');
  }
}
