/**
 * `npm run bench:finance`: page 1 of the cashier's and finance's lists and reports at a real
 * university's size (BENCH_STUDENTS, 50,000 by default, with four terms of charges and receipts:
 * `seedScale` with `finanzas`), on PostgreSQL with its production settings. For each: the whole stack
 * (HTTP, token, permission, query, serialisation; the middle of BENCH_RUNS sequential requests)
 * against the very statement it sends run straight through `pg` (the bare query giving the same rows),
 * the ratio of the two, the 300 ms goal, and the plan (EXPLAIN) with every sequential scan of a large
 * table called out.
 */
import { reportContext } from '@claustro/server/src/platform/reports/engine.ts';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '@claustro/server/src/app.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import type { Db } from '@claustro/server/src/platform/db/database.ts';
import { openPostgres } from '@claustro/server/src/platform/db/database.ts';
import { prepareDatabase } from '@claustro/server/src/seed/prepare.ts';
import { seedScale } from '@claustro/server/src/seed/scale.ts';
import { cuentaQueries } from '@claustro/server/src/modules/financieros/cuenta.queries.ts';
import { participanteQueries } from '@claustro/server/src/modules/financieros/participante.queries.ts';
import { cobroQueries } from '@claustro/server/src/modules/financieros/cobro.queries.ts';
import { informesQueries } from '@claustro/server/src/modules/financieros/informes.queries.ts';
import { sentStatement } from '@claustro/server/src/test/sent-statement.ts';
import { requestJson } from './load.ts';

const root = resolve(import.meta.dirname, '../..');
const students = Number(process.env.BENCH_STUDENTS ?? 50_000);
const runs = Number(process.env.BENCH_RUNS ?? 15);
/** The tables a page-1 read must reach through an index at this size. */
const large = [
  'cargo_estudiante',
  'documento_contable',
  'documento_contable_cargo',
  'documento_contable_forma_pago',
  'estudiante',
  'estudiante_carrera',
  'persona',
];
const goalMs = 300;
const dialect = new PgDialect();

/** The statement a query function sends, as `pg` takes it. */
async function statementOf(run: (db: Db) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }> {
  const q = dialect.sqlToQuery(await sentStatement(run));
  return { sql: q.sql, params: q.params as unknown[] };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? execFileSync(resolve(root, 'scripts/postgres.sh'), ['start-durable'], { encoding: 'utf8' }).trim();
  const name = `claustro_bench_fin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // As the server opens it (JIT off, the statement time limit), but for the seeding's long statements.
  const database = await openPostgres(url.toString(), 10);
  const direct = new pg.Pool({ connectionString: url.toString(), max: 2, options: '-c jit=off' });
  try {
    await prepareDatabase(database, { demoUsers: true });
    const settings = await database.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'jit')`,
    );
    const seedStart = Date.now();
    const hoy = new Date().toISOString().slice(0, 10);
    await seedScale(database, students, () => undefined, { finanzas: true, hoy });
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const [counts] = await database.query<{ cargos: number; recibos: number }>(
      `select (select count(*) from cargo_estudiante)::int as cargos, (select count(*) from documento_contable)::int as recibos`,
    );

    const app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const token = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'caja', clave: 'Demo2026' } })).json().token as string;

    // The last whole month (what a report is asked for most), and a whole year (collections and plans).
    const primero = new Date(`${hoy.slice(0, 7)}-01T00:00:00Z`);
    const mes = {
      desde: new Date(Date.UTC(primero.getUTCFullYear(), primero.getUTCMonth() - 1, 1)).toISOString().slice(0, 10),
      hasta: new Date(primero.getTime() - 86_400_000).toISOString().slice(0, 10),
    };
    const ano = { desde: `${Number(hoy.slice(0, 4)) - 1}${hoy.slice(4)}`, hasta: hoy };
    const zona = 'America/Santo_Domingo';
    const page = { page: 1, pageSize: 20 };
    const cases: { what: string; path: string; query: (db: Db) => Promise<unknown> }[] = [
      {
        what: 'balance-estudiantes, page 1',
        path: '/api/financieros/balance-estudiantes?pageSize=20',
        query: (db) => cuentaQueries().balances(db, { hoy }, page),
      },
      {
        what: 'balance-estudiantes, overdue only',
        path: '/api/financieros/balance-estudiantes?pageSize=20&soloVencidos=true',
        query: (db) => cuentaQueries().balances(db, { hoy, soloVencidos: true }, page),
      },
      {
        what: 'balance-estudiantes, search "marte"',
        path: '/api/financieros/balance-estudiantes?pageSize=20&value=marte',
        query: (db) => cuentaQueries().balances(db, { hoy, value: 'marte' }, page),
      },
      {
        what: 'balance-personas, page 1',
        path: '/api/financieros/balance-personas?pageSize=20',
        query: (db) => participanteQueries().balances(db, { hoy }, page),
      },
      {
        what: 'documentos-contables (receipts), page 1',
        path: '/api/financieros/documentos-contables?pageSize=20',
        query: (db) => cobroQueries().page(db, { zona }, page),
      },
      {
        what: 'balance-personas, search "escala 12"',
        path: '/api/financieros/balance-personas?pageSize=20&value=escala%2012',
        query: (db) => participanteQueries().balances(db, { hoy, value: 'escala 12' }, page),
      },
      ...Object.entries(informesQueries).map(([nombre, q]) => ({
        what: `informes/${nombre}, last month`,
        path: `/api/financieros/informes/${nombre}?desde=${mes.desde}&hasta=${mes.hasta}`,
        query: (db: Db) => db.execute(q(mes, reportContext(1, zona, hoy))),
      })),
      ...(['cobranzas', 'planesPagos', 'recibosFormasPago'] as const).map((nombre) => ({
        what: `informes/${nombre}, the last twelve months`,
        path: `/api/financieros/informes/${nombre}?desde=${ano.desde}&hasta=${ano.hasta}`,
        query: (db: Db) => db.execute(informesQueries[nombre](ano, reportContext(1, zona, hoy))),
      })),
    ];

    const results: { what: string; status: number; stack: number; bare: number; seqScans: string[]; plan: string[] }[] = [];
    for (const c of cases) {
      const statement = await statementOf(c.query);
      let status = 0;
      const stack: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < runs + 2; i++) {
        let t = performance.now();
        status = (await requestJson({ port, path: c.path, token })).status;
        if (i >= 2) stack.push(performance.now() - t);
        t = performance.now();
        await direct.query(statement.sql, statement.params);
        if (i >= 2) bare.push(performance.now() - t);
      }
      const plan = (await direct.query(`explain ${statement.sql}`, statement.params)).rows.map((r: Record<string, string>) => r['QUERY PLAN']);
      const seqScans = plan.filter((l) => large.some((t) => new RegExp(`Seq Scan on ${t}\\b`).test(l))).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
      results.push({ what: c.what, status, stack: median(stack), bare: median(bare), seqScans, plan });
    }
    await app.close();

    const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    console.log(
      `\nClaustro bench — finance at ${students} students (${counts.cargos} charges, ${counts.recibos} receipts, seeded in ${fmt(seedSeconds)} s), PostgreSQL (${settings.map((x) => `${x.name}=${x.setting}`).join(', ')}), middle of ${runs} runs\n`,
    );
    console.log(`| page 1 of | status | whole stack ms | bare query ms | stack ÷ bare (goal ≤ 2) | ≤ ${goalMs} ms | large tables read sequentially |`);
    console.log('| --- | ---: | ---: | ---: | ---: | :---: | --- |');
    for (const r of results)
      console.log(
        `| ${r.what} | ${r.status} | ${fmt(r.stack)} | ${fmt(r.bare)} | ${fmt(r.stack / r.bare, 2)} | ${r.stack <= goalMs ? 'yes' : 'NO'} | ${r.seqScans.join('; ') || '—'} |`,
      );
    console.log('\nPlans (EXPLAIN):');
    for (const r of results) console.log(`\n### ${r.what}\n\n\`\`\`\n${r.plan.join('\n')}\n\`\`\``);
  } finally {
    await direct.end();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

await main();
