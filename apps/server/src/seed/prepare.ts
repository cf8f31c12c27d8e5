import type { Database } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { seed } from './seed.ts';
import { seedDemoUniversity, type Progress } from './demo-university.ts';
import type { Clock } from '../platform/clock.ts';
import type { Institution } from '../platform/config.ts';

/** Migrations, then base (and demo) data — the demo university on a first start when asked; several processes starting together on PostgreSQL take turns. */
export async function prepareDatabase(
  database: Database,
  opts: { demoUsers: boolean; demoUniversity?: { clock: Clock; institution?: Institution; filesDir?: string }; progress?: Progress },
): Promise<void> {
  const progress = opts.progress ?? (() => undefined);
  await migrate(database);
  progress('migrations');
  const lock = database.kind === 'postgres';
  if (lock) await database.query('select pg_advisory_lock(724012)');
  try {
    await seed(database, opts);
    progress('base data');
    if (opts.demoUniversity)
      await seedDemoUniversity(database, opts.demoUniversity.clock, {
        institution: opts.demoUniversity.institution,
        filesDir: opts.demoUniversity.filesDir,
        progress,
      });
  } finally {
    if (lock) await database.query('select pg_advisory_unlock(724012)');
  }
}
