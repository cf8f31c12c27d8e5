import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadInstitution } from '../config.ts';
import { prepareDatabase } from '../../seed/prepare.ts';
import { freshDatabase } from '../../test/context.ts';
import type { Database } from './database.ts';

/*
 * What PostgreSQL connections are held to (`openPostgres`): JIT off; every statement within
 * `statement_timeout`, a request whose statement ran past it answered 503 with a clear message; and a
 * request whose client went away has its statement cancelled, not left running for minutes.
 */

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;

const corriendo = async (texto: string) =>
  (await database.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where query = $1 and state = 'active'`, [texto]))[0].n;

describe.skipIf(!process.env.DATABASE_URL)('statement limits on PostgreSQL', () => {
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase({ statementTimeoutMs: 1500 }));
    await prepareDatabase(database, { demoUsers: false });
    app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
    // Stand-ins for a slow screen's query (outside /api: no access rule to satisfy).
    app.get('/prueba/lenta', async () => database.query(`select pg_sleep(5) as lenta`));
    // In a transaction without the time limit: only the cancel can stop it.
    app.get('/prueba/abandonada', async () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        return (await tx.execute(sql`select pg_sleep(20) as abandonada`)).rows;
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('runs without JIT', async () => {
    expect(await database.query(`show jit`)).toEqual([{ jit: 'off' }]);
  });

  it('answers 503 with a clear message when a statement runs past its time limit', async () => {
    const started = performance.now();
    const r = await app.inject({ method: 'GET', url: '/prueba/lenta', headers: { 'accept-language': 'es' } });
    expect(performance.now() - started).toBeLessThan(4500);
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 'consulta_excedida', message: expect.stringContaining('tardó más de lo permitido') });
  });

  it('cancels the statement of a request whose client went away', async () => {
    const texto = 'select pg_sleep(20) as abandonada';
    const { port } = app.server.address() as AddressInfo;
    const req = request({ host: '127.0.0.1', port, path: '/prueba/abandonada' });
    req.on('error', () => undefined);
    req.end();
    // It is running…
    await expect.poll(() => corriendo(texto), { timeout: 3000, interval: 50 }).toBe(1);
    // …and the client gives up: within a moment nothing runs on its behalf.
    req.destroy();
    await expect.poll(() => corriendo(texto), { timeout: 1000, interval: 50 }).toBe(0);
  });
});
