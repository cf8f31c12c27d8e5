import { resolve } from 'node:path';
import { loadInstitution } from './platform/config.ts';
import { institutionClock } from './platform/clock.ts';
import { openDatabase, openPostgres } from './platform/db/database.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { buildApp } from './app.ts';

/** Starts the server: `INSTITUTION` picks the configuration, `DATABASE_URL` the database (else embedded PGlite). */
async function main() {
  const institution = loadInstitution();
  const root = resolve(import.meta.dirname, '../../..');
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(root, 'data'), institution.code);
  // Every statement has a time limit (30 s unless DB_STATEMENT_TIMEOUT_MS says otherwise; 0 for none):
  // a runaway query answers 503 instead of holding a connection for minutes.
  const statementTimeoutMs = Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 30_000);
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir, statementTimeoutMs });
  // Reports and exports read a streaming replica when there is one (a hot standby of DATABASE_URL).
  const replica = process.env.DATABASE_REPLICA_URL ? await openPostgres(process.env.DATABASE_REPLICA_URL, 10, { statementTimeoutMs }) : undefined;
  const clock = institutionClock(institution.timeZone);
  // Uploaded files (photos, signatures, scans) beside the database's folder.
  const filesDir = resolve(process.env.FILES_DIR ?? resolve(dataDir, '..', `${institution.code}-files`));
  // The first start writes the demo university: say how far it is, so nobody waits on a silent terminal.
  // Later starts find it written and say only when it was ready.
  const started = performance.now();
  let last = started;
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  console.log(`Preparing the database (${database.kind === 'pglite' ? dataDir : 'PostgreSQL'})…`);
  const progress = (part: string) => {
    if (performance.now() - last > 500) console.log(`  ${part}: ${seconds(last)}`);
    last = performance.now();
  };
  await prepareDatabase(database, {
    demoUsers: institution.demoData,
    demoUniversity: institution.demoUniversity ? { clock, institution, filesDir } : undefined,
    progress,
  });
  console.log(`Database ready in ${seconds(started)}.`);

  const app = await buildApp({
    institution,
    database,
    replica,
    replicaMaxLagSeconds: Number(process.env.REPLICA_MAX_LAG_SECONDS ?? 30),
    clock,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    drawPublicPagesAtStart: true,
    filesDir,
  });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  app.jobs.start();
  app.log.info(
    `${institution.university} ${institution.system} on http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'})`,
  );
  const stop = async () => {
    await app.close();
    await database.close();
    await replica?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
