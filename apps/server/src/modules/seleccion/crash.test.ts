import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHistory, type Ack } from '../../test/registration-history.ts';
import { selectionFixture } from './seleccion.fixture.ts';

/**
 * PostgreSQL killed in the middle of a registration rush (an immediate stop: no checkpoint, as a
 * crash), then started again. Runs where a PostgreSQL server can be started (CI's PostgreSQL run):
 * its own durable server (fsync, synchronous_commit and full_page_writes on), so killing it disturbs
 * no other test.
 */
const root = resolve(import.meta.dirname, '../../../../..');
const script = resolve(root, 'scripts/postgres.sh');
const env = { ...process.env, PGPORT_DURABLE: '25441', PGDIR_DURABLE: '/tmp/claustro-pg-crash' };
const pgctl = (cmd: string) => execFileSync(script, [cmd], { env, encoding: 'utf8' }).trim();

let f: Awaited<ReturnType<typeof selectionFixture>>;

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL killed during a registration rush', () => {
  beforeAll(async () => {
    process.env.DATABASE_URL = pgctl('start-durable');
    f = await selectionFixture();
  }, 120_000);
  afterAll(async () => {
    await f?.ctx.close();
    pgctl('stop-durable');
  });

  it('answers every request in time with a result or a retryable 503, and keeps every acknowledged registration', async () => {
    const secciones: number[] = [];
    for (let n = 0; n < 8; n++) secciones.push(await f.section('SEL-103', 10, { seccionId: 40 + n }));
    const students: number[] = [];
    for (let n = 0; n < 120; n++) students.push(await f.studentCareer(800 + n));

    const acks: Ack[] = [];
    const statuses = new Map<number, number>();
    let slowest = 0;
    /** One student's try at one section: the answer and how long it took (a hang fails the test by its time). */
    const attempt = async (ec: number, sid: number) => {
      const t0 = Date.now();
      const res = await f.add(ec, sid, 'registro');
      slowest = Math.max(slowest, Date.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) acks.push({ estudianteCarreraId: ec, seccionAsignaturaId: sid });
      if (res.status === 503) expect(res.headers['retry-after']).toBe('2');
      return res.status;
    };
    // Each student works through the sections until one is theirs or all are full, retrying a 503 after a pause.
    const student = async (ec: number, i: number) => {
      for (let k = 0; k < secciones.length; k++) {
        const sid = secciones[(i + k) % secciones.length];
        let status = await attempt(ec, sid);
        for (let retry = 0; status === 503 && retry < 40; retry++) {
          await new Promise((r) => setTimeout(r, 250));
          status = await attempt(ec, sid);
        }
        if (status === 201) return;
      }
    };
    const rush = Promise.all(students.map(student));
    // Killed once the rush is under way: some registrations acknowledged, most still to come.
    for (let waited = 0; acks.length < 15 && waited < 20_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    const ackedBeforeCrash = acks.length;
    pgctl('kill-durable');
    await new Promise((r) => setTimeout(r, 1500));
    pgctl('resume-durable');
    await rush;

    expect(ackedBeforeCrash).toBeGreaterThan(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0); // the crash was felt…
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([201]));
    expect([...statuses.keys()].filter((s) => ![201, 409, 503].includes(s))).toEqual([]); // …never as a 500
    expect(slowest).toBeLessThan(15_000);
    expect(await checkHistory(f.ctx.database, acks, secciones)).toEqual({ lost: [], overbooked: [], miscounted: [] });
    expect(acks).toHaveLength(80); // every seat taken once the server was back
  }, 120_000);
});
