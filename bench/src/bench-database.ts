import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { openPostgres, type Database } from '@claustro/server/src/platform/db/database.ts';
import { prepareDatabase } from '@claustro/server/src/seed/prepare.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * A throwaway database for one benchmark, prepared as on a first start (catalogues, demo users), on
 * PostgreSQL with its production settings: BENCH_DATABASE_URL when set, else the server of
 * `scripts/postgres.sh start-durable`. `settings` says what the server runs with; `drop` removes it.
 */
export async function benchDatabase(prefix: string, poolSize = 20): Promise<{ database: Database; url: string; settings: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? execFileSync(resolve(root, 'scripts/postgres.sh'), ['start-durable'], { encoding: 'utf8' }).trim();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), poolSize);
  const drop = async () => {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await prepareDatabase(database, { demoUsers: true });
    const rows = await database.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by name`,
    );
    return { database, url: url.toString(), settings: rows.map((x) => `${x.name}=${x.setting}`).join(', '), drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

/** Runs a benchmark and ends the process with its outcome. */
export function runBench(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
