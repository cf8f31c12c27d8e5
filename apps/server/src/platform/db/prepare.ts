import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { seed } from '../../seed/seed.ts';

/** Migrations, then base (and demo) data; several processes starting together on PostgreSQL take turns. */
export async function prepareDatabase(database: Database, opts: { demoUsers: boolean }): Promise<void> {
  await migrate(database);
  const lock = database.kind === 'postgres';
  if (lock) await database.query('select pg_advisory_lock(724012)');
  try {
    await seed(database, opts);
  } finally {
    if (lock) await database.query('select pg_advisory_unlock(724012)');
  }
}
