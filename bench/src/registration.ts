/**
 * `npm run bench` (registration): the enrol endpoint on PostgreSQL with its production settings, each
 * figure against a baseline measured in the same run.
 *   1. Spread: registrations over 2,000 sections through the API, against pgbench running the very
 *      statements the API ran for one registration (captured from the driver), 32 clients each.
 *   2. Hot: the same with every registration for one section, as a ratio to spread, API against pgbench.
 *   3. Rush: 10,000 students after 200 sections of 40 seats over 64 connections: exactly 8,000
 *      accepted, no section over its seats, seat counters equal to registrations (the history
 *      checker), and what a "full" answer costs against an acceptance.
 */
import { buildApp } from '@claustro/server/src/app.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import { checkHistory } from '@claustro/server/src/test/registration-history.ts';
import { benchDatabase, runBench } from './bench-database.ts';
import { requestStatus } from './load.ts';
import { captureSql, drive, pct, pgbench, pgbenchScript, type Run } from './pgbench.ts';
import { seedRegistrationWorld, spreadPair, type World } from './registration-world.ts';
import { runRush } from './rush.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = 32;

async function main() {
  const { database, url, settings, drop } = await benchDatabase('claustro_bench_reg');
  try {
    const t0 = Date.now();
    const w: World = await seedRegistrationWorld(database, 40_000);
    const seedSeconds = (Date.now() - t0) / 1000;
    const app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const token = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'registro', clave: 'Demo2026' } })).json().token as string;
    const add = (ec: number, sid: number) =>
      requestStatus({
        port,
        token,
        method: 'POST',
        path: `/api/seleccion/estudiantes/${ec}/periodo/${w.periodo}/secciones`,
        body: { seccionAsignaturaId: sid },
      });

    // The statements of one registration, as the API runs them (a spread pair no run reaches).
    const probe = spreadPair(w, 40 * (w.students - 1) + 7);
    const statements = await captureSql(async () => {
      const status = await add(probe.ec, probe.sid);
      if (status !== 201) throw new Error(`probe registration answered ${status}`);
    });
    const vars = { ec: probe.ec, sid: probe.sid, asig: probe.asig };
    if (new Set(Object.values(vars)).size !== 3 || Object.values(vars).some((v) => v === w.periodo)) throw new Error('probe ids collide');
    // pgbench takes its registrations after the API's: spread pairs from 400,000 on, hot students from 20,000 on.
    await database.query(`create sequence bench_spread start 400000; create sequence bench_hot start 20000`);
    const spreadHeader = `select nextval('bench_spread') as k \\gset
\\set ec ${w.ecBase} + (:k / 40) % ${w.students}
\\set j :k % 40
\\set sid ${w.spreadBase} + :j * 50 + :ec % 50
\\set asig ${w.spreadSubject} + :j`;
    const hotHeader = `select nextval('bench_hot') as k \\gset
\\set ec ${w.ecBase} + :k
\\set sid ${w.hot}
\\set asig ${w.hotSubject}`;
    const spreadScript = pgbenchScript(spreadHeader, statements, { vars });
    const hotScript = pgbenchScript(hotHeader, statements, { vars });

    // ── Spread and hot: the API, then pgbench ──────────────────────────────────────────────
    await drive(clients, 1000, (k) => {
      const p = spreadPair(w, 300_000 + k);
      return add(p.ec, p.sid);
    }); // warm-up
    const apiSpread = await drive(clients, seconds * 1000, (k) => {
      const p = spreadPair(w, k);
      return add(p.ec, p.sid);
    });
    const pgSpread = pgbench(url, spreadScript, clients, seconds);
    const apiHot = await drive(clients, seconds * 1000, (k) => add(w.ecBase + k, w.hot));
    const pgHot = pgbench(url, hotScript, clients, seconds);

    // ── Rush: 10,000 students after 8,000 seats ─────────────────────────────────────────────
    const rushStudents = Array.from({ length: 10_000 }, (_, i) => w.ecBase + w.students - 10_000 + i);
    const { acks, acceptLat, fullLat, statuses, seconds: rushSeconds } = await runRush(add, rushStudents, w.rush);
    const history = await checkHistory(database, acks, w.rush);
    await app.close();

    const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    console.log(
      `\nRegistration bench — PostgreSQL (${settings}), ${w.students} students, 2,000 + 1 + 200 sections (seeded in ${fmt(seedSeconds)} s), ${clients} clients, ${seconds} s per run`,
    );
    console.log(`One registration runs ${statements.length} statements (captured from the driver; pgbench runs the same ones).\n`);
    console.log('| run | registrations/s | p50 ms | p99 ms | 5xx | other answers |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    const row = (what: string, r: Run) => console.log(`| ${what} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors5xx} | ${r.other} |`);
    row('API, spread over 2,000 sections', apiSpread);
    console.log(`| pgbench, spread (same statements) | ${fmt(pgSpread.tps, 0)} | avg ${fmt(pgSpread.latency, 1)} | | ${pgSpread.failed} failed | |`);
    row('API, one hot section', apiHot);
    console.log(`| pgbench, one hot section | ${fmt(pgHot.tps, 0)} | avg ${fmt(pgHot.latency, 1)} | | ${pgHot.failed} failed | |`);
    console.log('\n| goal | value | goal |');
    console.log('| --- | ---: | ---: |');
    console.log(`| API ÷ pgbench, spread | ${fmt(apiSpread.rps / pgSpread.tps, 2)} | ≥ 0.25 |`);
    const apiRatio = apiHot.rps / apiSpread.rps;
    const pgRatio = pgHot.tps / pgSpread.tps;
    console.log(`| hot ÷ spread: API ${fmt(apiRatio, 2)}, pgbench ${fmt(pgRatio, 2)}; API's ÷ pgbench's | ${fmt(apiRatio / pgRatio, 2)} | ≥ 0.5 |`);
    console.log(`| 5xx answers (spread and hot) | ${apiSpread.errors5xx + apiHot.errors5xx} | 0 |`);
    console.log(
      `\nRush: ${rushStudents.length} students, 64 connections, ${w.rush.length} sections × 40 seats, ${fmt(rushSeconds, 1)} s; answers ${JSON.stringify(Object.fromEntries(statuses))}\n`,
    );
    console.log('| check | value | goal |');
    console.log('| --- | ---: | ---: |');
    console.log(`| accepted | ${acks.length} | 8000 |`);
    console.log(`| sections over their seats | ${history.overbooked.length} | 0 |`);
    console.log(`| acknowledged but not stored | ${history.lost.length} | 0 |`);
    console.log(`| seat counters ≠ registrations | ${history.miscounted.length} | 0 |`);
    console.log(`| acceptance p50 / p99 ms | ${fmt(pct(acceptLat, 50), 1)} / ${fmt(pct(acceptLat, 99), 1)} | |`);
    console.log(`| "full" answer p50 / p99 ms | ${fmt(pct(fullLat, 50), 1)} / ${fmt(pct(fullLat, 99), 1)} | |`);
    console.log(`| "full" p50 ÷ acceptance p50 | ${fmt(pct(fullLat, 50) / pct(acceptLat, 50), 2)} | ≤ 0.5 |`);
  } finally {
    await drop();
  }
}

runBench(main);
