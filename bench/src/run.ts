/**
 * `npm run bench`: the platform's hot paths on PostgreSQL, each as a ratio against baselines measured
 * in the same run (these machines are noisy; absolute numbers mean little, ratios a lot).
 *   1. A signed-in catalogue list and a get-by-id through the whole stack (HTTP, token, permission,
 *      query, serialisation) against bare Fastify answering the same JSON, and against the same SELECT
 *      run directly with `pg`.
 *   2. Login throughput with the argon2 concurrency cap, and the latency other requests keep meanwhile.
 * Uses DATABASE_URL when set, else starts a throwaway server with scripts/postgres.sh.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '@claustro/server/src/app.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import { openPostgres } from '@claustro/server/src/platform/db/database.ts';
import { prepareDatabase } from '@claustro/server/src/platform/db/prepare.ts';
import { argon2Concurrency } from '@claustro/server/src/platform/auth/passwords.ts';
import { seedScale, cedulaFor } from '@claustro/server/src/seed/scale.ts';
import { listSql as studentListSql } from '@claustro/server/src/modules/academicos/estudiantes.service.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { load, request, type LoadResult } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const root = resolve(import.meta.dirname, '../..');

async function main() {
  const baseUrl = process.env.DATABASE_URL ?? execFileSync(resolve(root, 'scripts/postgres.sh'), ['start'], { encoding: 'utf8' }).trim();
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
    const app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
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

    // Logins with the argon2 cap, while a catalogue reader keeps going.
    const quietReads = await load({ concurrency: 4, durationMs: seconds * 1000, work: () => request({ port, path: `${listPath}/${oneId}`, token }) });
    rows.push({ what: 'get by id, alone (4 readers)', r: quietReads });
    await database.query(`delete from login_fallo`);
    const [logins, busyReads] = await Promise.all([
      load({ concurrency, durationMs: seconds * 1000, work: () => request({ port, path: '/api/login', method: 'POST', body: { username: 'admin', clave: 'Demo2026' } }) }),
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
    await pair(
      'search by name',
      () => request({ port, path: `${sApi}?value=${encodeURIComponent(pickOne().nombre)}`, token: adminToken }),
      async () => (await direct.query(`select ${cols} from estudiante e join persona p on p.persona_id = e.persona_id
                                          where lower(p.pers_nombres || ' ' || p.pers_apellidos) like $1 order by p.pers_apellidos, p.pers_nombres limit 50`, [`%${pickOne().nombre}%`])).rowCount! >= 0,
    );
    await pair(
      'by matrícula',
      () => request({ port, path: `${sApi}/matricula/${pickOne().matricula}`, token: adminToken }),
      async () => (await direct.query(`select ${cols} from estudiante e join persona p on p.persona_id = e.persona_id where lower(e.matricula) = lower($1)`, [pickOne().matricula])).rowCount === 1,
    );
    await pair(
      'by document (cédula)',
      () => request({ port, path: `${sApi}?value=${pickOne().cedula}`, token: adminToken }),
      async () => (await direct.query(`select ${cols} from estudiante e join persona p on p.persona_id = e.persona_id
                                          join persona_documento_identificacion d on d.persona_id = e.persona_id where d.do_id_valor = $1`, [pickOne().cedula])).rowCount === 1,
    );
    await pair(
      'paged list (page 100 of 50)',
      () => request({ port, path: `${sApi}?page=100&pageSize=50`, token: adminToken }),
      async () => (await direct.query(`select ${cols} from estudiante e join persona p on p.persona_id = e.persona_id
                                          order by p.pers_apellidos, p.pers_nombres, e.estudiante_id limit 50 offset 4950`)).rowCount === 50,
    );
    const explain = async (q: ReturnType<typeof studentListSql>) => {
      const { sql: text, params } = new PgDialect().sqlToQuery(q);
      const plan = await database.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      return plan.map((p) => p['QUERY PLAN']).filter((l) => /Index|Seq Scan/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
    };
    const plans = {
      name: await explain(studentListSql({ all: true, carreras: [] }, { value: sample[0].nombre, page: 1, pageSize: 50 })),
      document: await explain(studentListSql({ all: true, carreras: [] }, { value: cedulaFor(4321), page: 1, pageSize: 50 })),
    };

    const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    console.log(`\nClaustro bench — PostgreSQL, ${concurrency} concurrent clients, ${seconds} s per row\n`);
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

    console.log(`\nStudents: ${studentCount} generated in ${fmt(seedSeconds, 1)} s\n`);
    console.log('| measurement | req/s | p50 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const { what, r } of studentRows) console.log(`| ${what} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors} |`);
    console.log('\n| ratio: bare SELECT req/s ÷ whole stack req/s (p99 ratio) | value |');
    console.log('| --- | ---: |');
    for (let i = 0; i < studentRows.length; i += 2) {
      const [stack, bare] = [studentRows[i].r, studentRows[i + 1].r];
      console.log(`| ${studentRows[i].what.replace(', whole stack', '')} | ${fmt(bare.rps / stack.rps, 2)} (p99 ×${fmt(stack.p99 / bare.p99, 1)}) |`);
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
