/**
 * `npm run bench`: the platform's hot paths on PostgreSQL, each as a ratio against baselines measured
 * in the same run (these machines are noisy; absolute numbers mean little, ratios a lot).
 *   1. A signed-in catalogue list and a get-by-id through the whole stack (HTTP, token, permission,
 *      query, serialisation) against bare Fastify answering the same JSON, and against the same SELECT
 *      run directly with `pg`.
 *   2. Login throughput with the argon2 concurrency cap, and the latency other requests keep meanwhile.
 * Runs on PostgreSQL with its production settings (fsync, synchronous_commit, full_page_writes on):
 * BENCH_DATABASE_URL when set, else a throwaway server from `scripts/postgres.sh start-durable`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp, type RequestTiming } from '@claustro/server/src/app.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import { openPostgres } from '@claustro/server/src/platform/db/database.ts';
import { prepareDatabase } from '@claustro/server/src/seed/prepare.ts';
import { argon2Concurrency } from '@claustro/server/src/platform/auth/passwords.ts';
import { seedScale } from '@claustro/server/src/seed/scale.ts';
import { cedulaFor } from '@claustro/server/src/seed/scale-nombres.ts';
import { listSql as studentListSql } from '@claustro/server/src/modules/academicos/estudiantes.queries.ts';
import { keyOfStudent, keysetCursor } from '@claustro/domain/academicos/estudiante.contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { load, request, type LoadResult } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const root = resolve(import.meta.dirname, '../..');

async function main() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? execFileSync(resolve(root, 'scripts/postgres.sh'), ['start-durable'], { encoding: 'utf8' }).trim();
  const name = `claustro_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;

  const database = await openPostgres(url.toString(), 20);
  const direct = new pg.Pool({ connectionString: url.toString(), max: 20 });
  direct.on('error', () => {});
  try {
    await prepareDatabase(database, { demoUsers: true });
    const settings = await database.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`,
    );
    // Where the whole stack's time goes, summed over the get-by-id run (see the profile table).
    const blank = (): RequestTiming & { n: number } => ({ access: 0, validation: 0, handler: 0, serialisation: 0, send: 0, n: 0 });
    const listPhases = blank();
    const phases = blank();
    let timing: (RequestTiming & { n: number }) | null = null;
    const onTiming = (t: RequestTiming) => {
      if (!timing) return;
      timing.n++;
      for (const k of Object.keys(t) as (keyof RequestTiming)[]) timing[k] += t[k];
    };
    const app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
    // The profile's timing hooks cost time themselves: they run on an app of their own, not on the one measured.
    const profiled = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false, onTiming });
    await profiled.listen({ port: 0, host: '127.0.0.1' });
    const profiledPort = (profiled.server.address() as { port: number }).port;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;

    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'registro', clave: 'Demo2026' } });
    const token = login.json().token as string;
    const listPath = '/api/generales/provincias';
    const listJson = (await app.inject({ method: 'GET', url: listPath, headers: { authorization: `Bearer ${token}` } })).body;
    const oneId = JSON.parse(listJson)[5].provinciaId as number;
    const oneJson = (await app.inject({ method: 'GET', url: `${listPath}/${oneId}`, headers: { authorization: `Bearer ${token}` } })).body;

    // Baseline: bare Fastify answering the very same bytes.
    const bare = Fastify();
    bare.get('/list', async (_req, reply) => reply.type('application/json').send(listJson));
    bare.get('/one', async (_req, reply) => reply.type('application/json').send(oneJson));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const barePort = (bare.server.address() as { port: number }).port;

    const listSql = `select provincia_id, company_id, prov_descripcion, pais_id, prov_cod_localidad_one, estatus
                       from provincia order by prov_descripcion, provincia_id limit 1000`;
    const oneSql = `select provincia_id, company_id, prov_descripcion, pais_id, prov_cod_localidad_one, estatus
                      from provincia where provincia_id = $1`;
    const run = (work: () => Promise<boolean>) => load({ concurrency, durationMs: seconds * 1000, work });
    const warm = (work: () => Promise<boolean>) => load({ concurrency, durationMs: 500, work });

    const rows: { what: string; r: LoadResult }[] = [];
    const measure = async (what: string, work: () => Promise<boolean>) => {
      await warm(work);
      rows.push({ what, r: await run(work) });
      return rows.at(-1)!.r;
    };

    const listFull = await measure('catalogue list, whole stack', () => request({ port, path: listPath, token }));
    const listBare = await measure('catalogue list, bare Fastify', () => request({ port: barePort, path: '/list' }));
    const listPg = await measure('catalogue list, SELECT with pg', async () => (await direct.query(listSql)).rowCount! > 0);
    const oneFull = await measure('get by id, whole stack', () => request({ port, path: `${listPath}/${oneId}`, token }));
    const oneBare = await measure('get by id, bare Fastify', () => request({ port: barePort, path: '/one' }));
    const onePg = await measure('get by id, SELECT with pg', async () => (await direct.query(oneSql, [oneId])).rowCount === 1);
    // The same with request logging on, as production runs (pino at info, to a sink): what logging costs.
    const logged = await buildApp({
      institution: loadInstitution('TEST'),
      database,
      webDist: '/nonexistent',
      logger: { level: 'info', stream: { write: () => {} } },
    });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const loggedPort = (logged.server.address() as { port: number }).port;
    const oneLogged = await measure('get by id, whole stack with request logging', () => request({ port: loggedPort, path: `${listPath}/${oneId}`, token }));
    await logged.close();

    // The profile: the same two requests on the app with timing hooks.
    for (const [phasesOf, path] of [
      [listPhases, listPath],
      [phases, `${listPath}/${oneId}`],
    ] as const) {
      await warm(() => request({ port: profiledPort, path, token }));
      timing = phasesOf;
      await run(() => request({ port: profiledPort, path, token }));
      timing = null;
    }
    await profiled.close();

    // Logins with the argon2 cap, while a catalogue reader keeps going.
    const quietReads = await load({ concurrency: 4, durationMs: seconds * 1000, work: () => request({ port, path: `${listPath}/${oneId}`, token }) });
    rows.push({ what: 'get by id, alone (4 readers)', r: quietReads });
    await database.query(`delete from login_fallo`);
    const [logins, busyReads] = await Promise.all([
      load({
        concurrency,
        durationMs: seconds * 1000,
        work: () => request({ port, path: '/api/login', method: 'POST', body: { username: 'admin', clave: 'Demo2026' } }),
      }),
      load({ concurrency: 4, durationMs: seconds * 1000, work: () => request({ port, path: `${listPath}/${oneId}`, token }) }),
    ]);
    rows.push({ what: `logins (${concurrency} at once, argon2 cap ${argon2Concurrency})`, r: logins });
    rows.push({ what: 'get by id during the login flood (4 readers)', r: busyReads });

    // ── Students at scale ──────────────────────────────────────────────────────────────────────
    const studentCount = Number(process.env.BENCH_STUDENTS ?? 50_000);
    const seedStart = Date.now();
    await seedScale(database, studentCount);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const adminToken = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', clave: 'Demo2026' } })).json().token as string;
    const sample = await database.query<{ matricula: string; nombre: string; cedula: string }>(
      `select e.matricula, lower(split_part(p.pers_apellidos, ' ', 1) || ' ' || split_part(p.pers_apellidos, ' ', 2)) as nombre, d.do_id_valor as cedula
         from estudiante e join persona p on p.persona_id = e.persona_id join persona_documento_identificacion d on d.persona_id = e.persona_id
        order by random() limit 200`,
    );
    let k = 0;
    const pickOne = () => sample[k++ % sample.length];
    const cols = `e.estudiante_id, e.matricula, p.pers_nombres, p.pers_apellidos`;
    const studentRows: { what: string; r: LoadResult }[] = [];
    const pair = async (what: string, stack: () => Promise<boolean>, direct: () => Promise<boolean>) => {
      await warm(stack);
      studentRows.push({ what: `${what}, whole stack`, r: await run(stack) });
      await warm(direct);
      studentRows.push({ what: `${what}, bare SELECT`, r: await run(direct) });
    };
    const sApi = '/api/academicos/estudiantes';
    const dialect = new PgDialect();
    /** The very SQL the screen's list runs (an administrator's scope), straight through `pg`: the stack's cost is the difference. */
    const screenSql = (q: Parameters<typeof studentListSql>[1]) => dialect.sqlToQuery(studentListSql({ all: true, carreras: [] }, q));
    await pair(
      'search by name',
      () => request({ port, path: `${sApi}?value=${encodeURIComponent(pickOne().nombre)}`, token: adminToken }),
      async () => {
        const q = screenSql({ value: pickOne().nombre, page: 1, pageSize: 50 });
        return (await direct.query(q.sql, q.params as unknown[])).rowCount! >= 0;
      },
    );
    await pair(
      'by matrícula',
      () => request({ port, path: `${sApi}/matricula/${pickOne().matricula}`, token: adminToken }),
      async () =>
        (
          await direct.query(`select ${cols} from estudiante e join persona p on p.persona_id = e.persona_id where lower(e.matricula) = lower($1)`, [
            pickOne().matricula,
          ])
        ).rowCount === 1,
    );
    await pair(
      'by document (cédula)',
      () => request({ port, path: `${sApi}?value=${pickOne().cedula}`, token: adminToken }),
      async () =>
        (
          await direct.query(
            `select ${cols} from estudiante e join persona p on p.persona_id = e.persona_id
                                          join persona_documento_identificacion d on d.persona_id = e.persona_id where d.do_id_valor = $1`,
            [pickOne().cedula],
          )
        ).rowCount === 1,
    );
    // Page 100 as the screen reaches it: continuing from the key of page 99's last row (`x-next-after`).
    const [row4950] = await database.query<{ persApellidos: string; persNombres: string; personaId: number }>(
      `select p.pers_apellidos as "persApellidos", p.pers_nombres as "persNombres", p.persona_id as "personaId"
         from estudiante e join persona p on p.persona_id = e.persona_id order by p.pers_apellidos, p.pers_nombres, p.persona_id offset 4949 limit 1`,
    );
    const after = keyOfStudent(row4950);
    await pair(
      'paged list (page 100 of 50, by key)',
      () => request({ port, path: `${sApi}?pageSize=50&after=${encodeURIComponent(after)}`, token: adminToken }),
      async () => {
        const q = screenSql({ page: 1, pageSize: 50, after: keysetCursor.decode(after) });
        return (await direct.query(q.sql, q.params as unknown[])).rowCount === 50;
      },
    );
    await pair(
      'paged list (page 100 of 50, by number)',
      () => request({ port, path: `${sApi}?page=100&pageSize=50`, token: adminToken }),
      async () => {
        const q = screenSql({ page: 100, pageSize: 50 });
        return (await direct.query(q.sql, q.params as unknown[])).rowCount === 50;
      },
    );
    const explain = async (q: ReturnType<typeof studentListSql>) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      const plan = await database.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      return plan
        .map((p) => p['QUERY PLAN'])
        .filter((l) => /Index|Seq Scan/.test(l))
        .map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
    };
    const plans = {
      name: await explain(studentListSql({ all: true, carreras: [] }, { value: sample[0].nombre, page: 1, pageSize: 50 })),
      document: await explain(studentListSql({ all: true, carreras: [] }, { value: cedulaFor(4321), page: 1, pageSize: 50 })),
    };

    const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    console.log(
      `\nClaustro bench — PostgreSQL (${settings.map((x) => `${x.name}=${x.setting}`).join(', ')}), ${concurrency} concurrent clients, ${seconds} s per row\n`,
    );
    console.log('| measurement | req/s | p50 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const { what, r } of rows) console.log(`| ${what} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors} |`);
    console.log('\n| ratio (higher = the stack costs more) | value |');
    console.log('| --- | ---: |');
    console.log(`| list: bare Fastify req/s ÷ whole stack req/s | ${fmt(listBare.rps / listFull.rps, 2)} |`);
    console.log(`| list: pg SELECT/s ÷ whole stack req/s | ${fmt(listPg.rps / listFull.rps, 2)} |`);
    console.log(`| get by id: bare Fastify req/s ÷ whole stack req/s | ${fmt(oneBare.rps / oneFull.rps, 2)} |`);
    console.log(`| get by id: pg SELECT/s ÷ whole stack req/s | ${fmt(onePg.rps / oneFull.rps, 2)} |`);
    console.log(`| reads during login flood: p99 ÷ p99 alone | ${fmt(busyReads.p99 / quietReads.p99, 2)} |`);
    console.log(`| reads during login flood: p50 ÷ p50 alone | ${fmt(busyReads.p50 / quietReads.p50, 2)} |`);
    console.log('\n| goal: whole stack req/s ÷ baseline req/s (higher is better) | value | goal |');
    console.log('| --- | ---: | ---: |');
    console.log(`| list ÷ bare Fastify | ${fmt(listFull.rps / listBare.rps, 2)} | ≥ 0.35 |`);
    console.log(`| get by id ÷ bare Fastify | ${fmt(oneFull.rps / oneBare.rps, 2)} | ≥ 0.50 |`);
    console.log(`| get by id with request logging ÷ without | ${fmt(oneLogged.rps / oneFull.rps, 2)} | |`);
    console.log('\nWhere the whole stack spends a request in the server (mean ms per request under load, from the request to the answer written):\n');
    console.log('| phase | list: mean ms | share | get by id: mean ms | share |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    const total = (p: RequestTiming) => p.access + p.validation + p.handler + p.serialisation + p.send;
    for (const k of ['access', 'validation', 'handler', 'serialisation', 'send'] as const) {
      console.log(
        `| ${k} | ${fmt(listPhases[k] / listPhases.n, 3)} | ${fmt((100 * listPhases[k]) / total(listPhases), 0)} % | ${fmt(phases[k] / phases.n, 3)} | ${fmt((100 * phases[k]) / total(phases), 0)} % |`,
      );
    }

    console.log(`\nStudents: ${studentCount} generated in ${fmt(seedSeconds, 1)} s\n`);
    console.log('| measurement | req/s | p50 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const { what, r } of studentRows) console.log(`| ${what} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors} |`);
    console.log('\n| ratio: whole stack req/s ÷ bare SELECT req/s (higher is better; goal ≥ 0.5 for name search and page 100) | value | p99 stack ÷ bare |');
    console.log('| --- | ---: | ---: |');
    for (let i = 0; i < studentRows.length; i += 2) {
      const [stack, bare] = [studentRows[i].r, studentRows[i + 1].r];
      console.log(`| ${studentRows[i].what.replace(', whole stack', '')} | ${fmt(stack.rps / bare.rps, 2)} | ${fmt(stack.p99 / bare.p99, 1)} |`);
    }
    console.log('\nPlan of the student search by name (index and scan lines):');
    for (const l of plans.name) console.log(`  ${l}`);
    console.log('Plan of the student search by document:');
    for (const l of plans.document) console.log(`  ${l}`);
    await bare.close();
    await app.close();
  } finally {
    await direct.end();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
