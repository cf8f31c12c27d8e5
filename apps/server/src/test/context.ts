import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadInstitution, type Institution } from '../platform/config.ts';
import type { CaptchaSecrets } from '../platform/captcha.ts';
import { openPglite, openPostgres, type Database, type PostgresOptions } from '../platform/db/database.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import type { Clock } from '../platform/clock.ts';
import { demoPassword } from '../seed/seed.ts';

/**
 * A fresh database per test file: in-memory PGlite, or — when DATABASE_URL is set — a throwaway
 * database on that PostgreSQL server, dropped afterwards.
 */
export async function freshDatabase(opts: PostgresOptions = {}): Promise<{ database: Database; drop: () => Promise<void>; replicaUrl?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const name = `claustro_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 4, opts);
  // The same database on the streaming replica, when the suite runs with one (it arrives by replication).
  const replica = process.env.DATABASE_REPLICA_URL ? new URL(process.env.DATABASE_REPLICA_URL) : undefined;
  if (replica) replica.pathname = `/${name}`;
  return {
    database,
    replicaUrl: replica?.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The replica reports read, when the context was made with one. */
  replica?: Database;
  resetCodes: Map<string, string>;
  /** Where this server stores uploaded files. */
  filesDir: string;
  /** Signs in and answers the access token (and refresh token). */
  login(username: string, password?: string): Promise<{ token: string; refreshToken: string }>;
  /** `app.inject` with the bearer token of `as` (a user name or a token), JSON in and out. */
  call(opts: InjectOptions & { as?: string; token?: string; lang?: 'es' | 'en' }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function createTestContext(
  opts: {
    clock?: Clock;
    realMail?: boolean;
    institution?: (i: Institution) => Institution;
    captchaSecrets?: CaptchaSecrets;
    webDist?: string;
    /** Reports read the streaming replica, when the suite runs with one (`DATABASE_REPLICA_URL`). */
    replica?: boolean;
  } = {},
): Promise<TestContext> {
  const { database, drop, replicaUrl } = await freshDatabase();
  const replica = opts.replica && replicaUrl ? await openReplica(replicaUrl) : undefined;
  await prepareDatabase(database, { demoUsers: true });
  const resetCodes = new Map<string, string>();
  const filesDir = mkdtempSync(join(tmpdir(), 'claustro-files-'));
  const app = await buildApp({
    institution: (opts.institution ?? ((i) => i))(loadInstitution('TEST')),
    captchaSecrets: opts.captchaSecrets ?? {},
    database,
    replica,
    clock: opts.clock,
    webDist: opts.webDist ?? '/nonexistent',
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    filesDir,
    // Most tests read reset codes here; `realMail` sends them through SMTP like production does.
    sendResetCode: opts.realMail ? undefined : async (to, code) => void resetCodes.set(to.usuaNombre, code),
    jobBackoffSeconds: 0,
  });
  await app.ready();
  const tokens = new Map<string, string>();

  const ctx: TestContext = {
    app,
    database,
    resetCodes,
    filesDir,
    async login(username, password = demoPassword) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, clave: password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async call({ as, token, lang, headers, ...rest }) {
      let bearer = token;
      if (as) {
        if (!tokens.has(as)) tokens.set(as, (await ctx.login(as)).token);
        bearer = tokens.get(as);
      }
      const res = await app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      } as InjectOptions);
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    replica,
    async close() {
      await app.close();
      await replica?.close();
      await drop();
    },
  };
  return ctx;
}

/** Waits until the context's replica (if any) has replayed everything its primary has written so far, commits not yet flushed included. */
export async function replicaInStep(ctx: Pick<TestContext, 'database' | 'replica'>): Promise<void> {
  if (!ctx.replica) return;
  const [{ lsn }] = await ctx.database.query<{ lsn: string }>(`select pg_current_wal_insert_lsn()::text as lsn`);
  for (let i = 0; i < 200; i++) {
    const [r] = await ctx.replica.query<{ ok: boolean }>(`select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok`, [lsn]);
    if (r.ok) return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('the replica did not catch up');
}

/** Connects to a database on the replica once replication has brought it there. */
async function openReplica(url: string): Promise<Database> {
  for (let i = 0; ; i++) {
    try {
      return await openPostgres(url, 4);
    } catch (err) {
      if (i > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The time limit of a test that builds a server and database of its own in its body (a different
 * configuration per test): the time a hook gets for the same work (vitest.config.ts), not a test's.
 */
export const ownContextTimeout = 120_000;

/** Counts rows of a table, to prove a refused request wrote nothing. */
export async function countRows(database: Database, table: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row.n;
}

/** A multipart body with text fields and files (`field` defaults to `file`), for `ctx.call({ ...multipart(...) })`. */
export function multipart(fields: Record<string, string | number>, files: MultipartFile | MultipartFile[] = []) {
  const boundary = 'ClaustroTestBoundary';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    ...[files]
      .flat()
      .flatMap((f) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
        ),
        f.content,
        Buffer.from('\r\n'),
      ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
export interface MultipartFile {
  content: Buffer;
  filename: string;
  type?: string;
  field?: string;
}

/** The smallest thing that is a PNG by its bytes. */
export const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

/** A small valid-looking PDF. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
