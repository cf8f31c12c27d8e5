import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The query builder; PGlite's and node-postgres' drizzle instances share this API. */
export type Db = NodePgDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs one parameterised statement and answers its rows. A `name` makes it a prepared statement on
   * PostgreSQL (parsed and planned once per connection): for the statements every request runs.
   */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[], name?: string): Promise<T[]>;
  /** `query` with the answer's column descriptions, for module code reading typed rows (`rows.ts`). */
  run(sqlText: string, params?: unknown[], name?: string): Promise<{ rows: Record<string, unknown>[]; fields: { name: string; dataTypeID: number }[] }>;
  /**
   * Hears NOTIFY on a channel: from every process on PostgreSQL, in-process on PGlite. Answers a
   * function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * One request's statements, to stop them when its client goes away: `run` runs the request's work
   * (every statement it sends on PostgreSQL is then known as its own); `cancel` cancels those still
   * running. On PGlite (one process, one statement at a time) there is nothing to cancel.
   */
  track(): { run<T>(work: () => T): T; cancel(): Promise<void> };
  /**
   * Reads a statement's rows in batches, in a read-only transaction, never holding the whole answer in
   * this process (reports' exports). PostgreSQL streams them from a cursor on a connection of its own;
   * PGlite (one connection for everyone) keeps the answer on its side in a cursor `WITH HOLD`, declared
   * read-only, and is asked for one batch at a time, so other requests run between the batches.
   */
  cursor(sqlText: string, params: unknown[], batch: number): AsyncGenerator<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Cursor names of this process: each export its own. */
let cursors = 0;
const cursorName = () => `claustro_cursor_${++cursors}`;

/** How PostgreSQL connections run (`openPostgres`). */
export type PostgresOptions = {
  /**
   * The longest a statement may run, in ms (`statement_timeout`); 0 for no limit (seeds, benchmarks'
   * set-up). A statement cut short answers 503 `consulta_excedida` to its request.
   */
  statementTimeoutMs?: number;
};

// numeric → string (money is never a JS float); int8 → number (counts and ids fit).
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * A pool that knows which request each checked-out connection works for (`track`): a statement sent
 * while a request's work runs is registered to it until its connection goes back to the pool.
 */
class RequestPool extends pg.Pool {
  readonly requests = new AsyncLocalStorage<Set<pg.PoolClient>>();

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    // With a callback: pg-pool's own `query`, which `query` below replaces for tracked requests.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const own = this.requests.getStore();
      if (!own) return client;
      own.add(client);
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => (own.delete(client), release(err));
      return client;
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through as they are
  override query(...args: any[]): any {
    if (!this.requests.getStore() || typeof args.at(-1) === 'function') return (super.query as (...a: unknown[]) => unknown)(...args);
    return this.connect().then(async (client) => {
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    });
  }
}

export async function openPostgres(url: string, max = 10, opts: PostgresOptions = {}): Promise<Database> {
  // A request waits at most 5 s for a connection: with the server down it answers "try again", not a hang.
  // JIT is off: PostgreSQL compiles a statement to machine code when its estimated cost passes
  // `jit_above_cost`, which the finance reports and balances cross at a large institution's size; the
  // compiling then took 0.5–1 s of statements that run in milliseconds (balance-personas 1,051 ms with
  // JIT, 5.4 ms without). Our statements are short, paged reads and set-based writes: JIT never pays.
  const startup = [`-c jit=off`, ...(opts.statementTimeoutMs ? [`-c statement_timeout=${opts.statementTimeoutMs}`] : [])].join(' ');
  const pool = new RequestPool({ connectionString: url, max, connectionTimeoutMillis: 5000, options: startup });
  // A connection dropped by the server (restart, crash, failover) must not take the process down:
  // idle ones report to the pool, and one checked out between two statements of a transaction
  // reports to itself (its next statement then fails, and the request answers 503).
  pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  const listeners: pg.Client[] = [];
  return {
    db: drizzlePg(pool) as Db,
    kind: 'postgres',
    exec: async (text) => void (await pool.query(text)),
    query: async (text, params, name) => (await pool.query(name ? { name, text, values: params } : { text, values: params })).rows,
    run: (text, params, name) => pool.query(name ? { name, text, values: params } : { text, values: params }),
    async listen(channel, handler) {
      // A connection of its own, reconnected if it drops, so that notifications keep coming.
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (n) => n.channel === channel && handler(n.payload ?? ''));
        c.on('error', () => {
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000);
        });
        await c.connect();
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        client = c;
        listeners.push(c);
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    track() {
      const own = new Set<pg.PoolClient>();
      return {
        run: (work) => pool.requests.run(own, work),
        // Cancelled from a connection of its own: the pool may be full of the very statements to stop.
        async cancel() {
          if (!own.size) return;
          const pids = () => [...own].map((c) => (c as unknown as { processID: number }).processID).filter(Boolean);
          const c = new pg.Client({ connectionString: url });
          try {
            await c.connect();
            // Read again once connected: a connection the request gave back meanwhile may work for another by now.
            await c.query('select pg_cancel_backend(pid) from unnest($1::int[]) pid', [pids()]);
          } catch {
            // The server is gone too: nothing runs to cancel.
          } finally {
            await c.end().catch(() => undefined);
          }
        },
      };
    },
    async *cursor(text, params, batch) {
      const client = await pool.connect();
      const name = cursorName();
      let ok = false;
      try {
        await client.query('begin transaction isolation level repeatable read, read only');
        await client.query(`declare ${name} no scroll cursor for ${text}`, params);
        for (;;) {
          const { rows } = await client.query(`fetch ${batch} from ${name}`);
          if (!rows.length) break;
          yield rows;
          if (rows.length < batch) break;
        }
        ok = true;
      } finally {
        // A reader that stopped early (the browser went away) ends up here too: the transaction is rolled back.
        await client.query(ok ? 'commit' : 'rollback').catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/**
 * PGlite in this process. With a data directory, an exclusive lock file refuses a second process:
 * PGlite has no locking of its own, and two processes on one directory silently lose writes.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = new PGlite({ dataDir, extensions: { pg_trgm } });
    await client.waitReady;
    const parsers = { 20: (v: string) => Number(v) };
    return {
      db: drizzlePglite(client) as unknown as Db,
      kind: 'pglite',
      exec: async (text) => void (await client.exec(text)),
      query: async (text, params) => (await client.query(text, params, { parsers })).rows as never,
      run: (text, params) => client.query(text, params, { parsers }) as never,
      listen: async (channel, handler) => {
        const stop = await client.listen(channel, handler);
        return () => stop();
      },
      track: () => ({ run: (work) => work(), cancel: async () => undefined }),
      async *cursor(text, params, batch) {
        const name = cursorName();
        await client.transaction(async (tx) => {
          await tx.exec('set transaction read only');
          await tx.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
        });
        try {
          for (;;) {
            const { rows } = await client.query<Record<string, unknown>>(`fetch ${batch} from ${name}`, [], { parsers });
            if (!rows.length) break;
            yield rows;
            if (rows.length < batch) break;
          }
        } finally {
          await client.query(`close ${name}`).catch(() => undefined);
        }
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, '..', `${dir.split(/[\\/]/).pop()}.lock`);
  const take = () => {
    const fd = openSync(lock, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    take();
  } catch {
    const holder = Number(existsSync(lock) ? readFileSync(lock, 'utf8') : 0);
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. ` +
          'PGlite serves one process only: stop the other server, or set DATABASE_URL to run several on PostgreSQL.',
      );
    }
    unlinkSync(lock); // left behind by a process that died
    take();
  }
  const release = () => {
    try {
      if (readFileSync(lock, 'utf8') === String(process.pid)) unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function openDatabase(opts: { url?: string; dataDir?: string } & PostgresOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, 10, opts) : openPglite(opts.dataDir);
}
