/**
 * `npm run bench:reports` (replica): a registration rush on the primary while reports run, on
 * PostgreSQL with its production settings (a durable primary, `scripts/postgres.sh start-durable`, and
 * its hot standby, `start-replica-durable`).
 *
 * Three rushes of 10,000 students after 8,000 seats, each against a server process of its own that
 * only registers:
 *   A. alone (run first and again last: the spread of the two is this machine's noise);
 *   B. while a second server process runs reports with `DATABASE_REPLICA_URL` set (they read the replica);
 *   C. while the same reports run without it (they read the primary) — what the replica spares the rush.
 * The reports: the MESCyT enrolment listing of the term with the most students exported as a
 * spreadsheet, and the careers report's page 1, each in a loop, at BENCH_STUDENTS students (50,000).
 *
 * This machine has two cores and one disk, where production has a replica on a machine of its own. To
 * stand for that, the primary, the registering server and the rush's driver (the students' browsers)
 * run on core 0 in every run, and the replica, the reports' server and their client on core 1 at a
 * lower priority (nice 10). The disk stays shared (the replica's replay and its sorts' temporary files
 * write where the primary syncs its commits). Goal: the rush's p99 in B no worse than in A.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import { reportes } from '@claustro/domain/reportes/catalogo';
import { rutaReporte } from '@claustro/domain/reportes/engine';
import { seedScale } from '@claustro/server/src/seed/scale.ts';
import { checkHistory, type Ack } from '@claustro/server/src/test/registration-history.ts';
import { benchDatabase, runBench } from './bench-database.ts';
import { requestStatus } from './load.ts';
import { pct } from './pgbench.ts';
import { seedRegistrationWorld } from './registration-world.ts';
import { runRush, type Rush } from './rush.ts';
import { startServer } from './server-process.ts';

const students = Number(process.env.BENCH_STUDENTS ?? 50_000);
const script = new URL('../../scripts/postgres.sh', import.meta.url).pathname;
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');

/** The postmaster's pid of a data directory: its backends, forked later, inherit its core and priority. */
const postmaster = (dir: string) => Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
/** Pins a process to a core (-1: every core again) at a priority. */
const pin = (pid: number, core: number, nice = 0) => {
  execFileSync('taskset', ['-a', '-p', '-c', core < 0 ? `0-${cpus().length - 1}` : String(core), String(pid)], { stdio: 'ignore' });
  execFileSync('renice', ['-n', String(nice), '-p', String(pid)], { stdio: 'ignore' });
};
const primaryDir = process.env.PGDIR_DURABLE ?? '/tmp/claustro-pg-durable';
const replicaDir = process.env.PGDIR_REPLICA_DURABLE ?? '/tmp/claustro-pg-durable-replica';

/** Rows read in a database of a server since it started (`pg_stat_database.tup_returned + tup_fetched`). */
async function rowsRead(url: string, db: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ n: string }>('select tup_returned + tup_fetched as n from pg_stat_database where datname = $1', [db]);
  await c.end();
  return Number(rows[0]?.n ?? 0);
}

/** Waits until the replica has replayed everything the primary has written (so that every run starts in step). */
async function inStep(primaryUrl: string, replicaUrl: string) {
  const p = new pg.Client({ connectionString: primaryUrl });
  const r = new pg.Client({ connectionString: replicaUrl });
  await Promise.all([p.connect(), r.connect()]);
  const { rows } = await p.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  for (let i = 0; i < 600; i++) {
    const { rows: x } = await r.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0].lsn]);
    if (x[0].ok) break;
    await new Promise((res) => setTimeout(res, 200));
  }
  await Promise.all([p.end(), r.end()]);
}

/** Reports in a loop until told to stop: the term's MESCyT listing as a spreadsheet and the careers page, one client each. */
function reportLoad(base: string, token: string, periodo: number) {
  let stop = false;
  const done = { exports: 0, pages: 0, failed: 0 };
  const loop = async (path: string, count: 'exports' | 'pages') => {
    while (!stop) {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.arrayBuffer();
      if (res.ok && body.byteLength > 0) done[count]++;
      else done.failed++;
    }
  };
  const q = `periodoAcademicoId=${periodo}&nivel=grado`;
  const running = Promise.all([
    loop(`${rutaReporte(reportes.mescytMatriculados)}?${q}&formato=xlsx`, 'exports'),
    loop(`${rutaReporte(reportes.mescytCarreras)}?${q}&tamano=50`, 'pages'),
  ]);
  return {
    stop: async () => {
      stop = true;
      await running;
      return done;
    },
  };
}

async function main() {
  const { database, url, settings, drop } = await benchDatabase('claustro_bench_replica');
  const db = new URL(url).pathname.slice(1);
  try {
    const hoy = new Date().toISOString().slice(0, 10);
    const t0 = performance.now();
    await seedScale(database, students, () => undefined, { academico: true, hoy });
    // Four rushes of 10,000 students each: 40,000 students of the registration world.
    const w = await seedRegistrationWorld(database, 40_000);
    await database.query('analyze');
    const seedS = (performance.now() - t0) / 1000;
    const [{ periodo }] = await database.query<{ periodo: number }>(
      `select periodo_academico_id as periodo from calificacion group by 1 order by count(distinct estudiante_carrera_id) desc limit 1`,
    );

    const replicaBase = execFileSync(script, ['start-replica-durable'], { encoding: 'utf8' }).trim();
    const replicaUrl = new URL(replicaBase);
    replicaUrl.pathname = `/${db}`;
    pin(postmaster(primaryDir), 0);
    pin(postmaster(replicaDir), 1, 10);
    pin(process.pid, 0);

    const rush = await startServer(url);
    pin(rush.pid, 0);
    let token = rush.token;
    const add = (ec: number, sid: number) =>
      requestStatus({
        port: Number(new URL(rush.base).port),
        token,
        method: 'POST',
        path: `/api/seleccion/estudiantes/${ec}/periodo/${w.periodo}/secciones`,
        body: { seccionAsignaturaId: sid },
      });
    const acks: Ack[] = [];
    let run = 0;
    /** One rush of the next 10,000 students; the rush sections first get 40 seats more each (8,000 in all). */
    const oneRush = async () => {
      if (run > 0)
        await database.query('update seccion_horario set se_en_capacidad = se_en_capacidad + 40 where seccion_asignatura_id = any($1::int[])', [w.rush]);
      const them = Array.from({ length: 10_000 }, (_, i) => w.ecBase + run * 10_000 + i);
      run++;
      await inStep(url, replicaUrl.toString());
      // A fresh session per rush: the runs outlast an access token.
      token = await rush.login();
      const r = await runRush(add, them, w.rush);
      acks.push(...r.acks);
      return r;
    };
    /** A rush while a reports server runs its loop (on the replica when `replica`); answers the rush, the reports done and where their rows were read. */
    const withReports = async (replica: boolean) => {
      const reports = await startServer(url, replica ? { DATABASE_REPLICA_URL: replicaUrl.toString() } : {});
      pin(reports.pid, 1, 10);
      try {
        const before = { primary: await rowsRead(url, db), replica: await rowsRead(replicaUrl.toString(), db) };
        const load = reportLoad(reports.base, reports.token, periodo);
        const r = await oneRush();
        const done = await load.stop();
        const after = { primary: await rowsRead(url, db), replica: await rowsRead(replicaUrl.toString(), db) };
        return { rush: r, done, read: { primary: after.primary - before.primary, replica: after.replica - before.replica } };
      } finally {
        await reports.stop();
      }
    };

    const alone1 = await oneRush();
    const onReplica = await withReports(true);
    const onPrimary = await withReports(false);
    const alone2 = await oneRush();
    await rush.stop();
    const history = await checkHistory(database, acks, w.rush);

    console.log(
      `\n## A registration rush while reports run (PostgreSQL: ${settings}; ${students.toLocaleString('en-US')} students with their grades for the reports, seeded with the rush's world in ${fmt(seedS, 0)} s)\n`,
    );
    console.log(
      '| run | rush s | accepted | answers | every answer p50 / p99 ms | acceptance p99 ms | reports done (exports / pages / failed) | rows read: primary / replica |',
    );
    console.log('|---|---:|---:|---|---:|---:|---|---|');
    const row = (what: string, r: Rush, extra = '| — | — |') =>
      console.log(
        `| ${what} | ${fmt(r.seconds)} | ${r.acks.length} | ${JSON.stringify(Object.fromEntries(r.statuses))} | ${fmt(r.p50)} / ${fmt(r.p99)} | ${fmt(pct(r.acceptLat, 99))} ${extra}`,
      );
    const reportCells = (x: Awaited<ReturnType<typeof withReports>>) =>
      `| ${x.done.exports} / ${x.done.pages} / ${x.done.failed} | ${x.read.primary.toLocaleString('en-US')} / ${x.read.replica.toLocaleString('en-US')} |`;
    row('A. rush alone (first)', alone1);
    row('B. rush, reports on the replica', onReplica.rush, reportCells(onReplica));
    row('C. rush, reports on the primary', onPrimary.rush, reportCells(onPrimary));
    row('A. rush alone (last)', alone2);
    const aloneP99 = Math.max(alone1.p99, alone2.p99);
    const noise = Math.abs(alone1.p99 - alone2.p99);
    console.log(
      `\np99 with reports on the replica ÷ alone (the worse of the two alone runs): ${fmt(onReplica.rush.p99 / aloneP99, 2)} (goal ≤ 1: ${onReplica.rush.p99 <= aloneP99 ? 'met' : 'NOT met'}; the alone runs differ by ${fmt(noise)} ms); ` +
        `on the primary ÷ alone: ${fmt(onPrimary.rush.p99 / aloneP99, 2)}`,
    );
    console.log(
      `Every rush: ${history.overbooked.length} sections over their seats, ${history.lost.length} acknowledged but not stored, ${history.miscounted.length} seat counters ≠ registrations.`,
    );
  } finally {
    // The durable server outlives this benchmark: its cores and priority as they were.
    pin(postmaster(primaryDir), -1);
    execFileSync(script, ['stop-replica-durable']);
    await drop();
  }
}

runBench(main);
