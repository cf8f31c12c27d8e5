import type { SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';

/** The first statement a query function sends, without running it (for SQL snapshots and benchmarks' bare queries). */
export async function sentStatement(run: (db: Db) => Promise<unknown>): Promise<SQL> {
  let sent: SQL | undefined;
  const stop = new Error('captured');
  const db = {
    execute: (q: SQL) => {
      sent = q;
      throw stop;
    },
  } as unknown as Db;
  await run(db).catch((e: unknown) => {
    if (e !== stop) throw e;
  });
  if (!sent) throw new Error('the function sent no statement');
  return sent;
}
