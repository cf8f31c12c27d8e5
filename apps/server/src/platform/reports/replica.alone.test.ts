import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportes } from '@claustro/domain/reportes/catalogo';
import { rutaReporte } from '@claustro/domain/reportes/engine';
import { createTestContext, replicaInStep, type TestContext } from '../../test/context.ts';
import { replicaReader } from './replica.ts';

/*
 * Reports off the primary (issue "Reports…: a read replica"): with a streaming replica, a report reads
 * it — proved by pausing its replay, writing on the primary, and seeing the report still answer what
 * the replica holds — and when the replica lags too far or stops, reports read the primary and the
 * log says so. Runs where the suite has a replica (`scripts/postgres.sh start-replica`; CI does).
 */

const script = resolve(import.meta.dirname, '../../../../../scripts/postgres.sh');
const postgres = (command: string) => execFileSync(script, [command], { encoding: 'utf8' }).trim();

let ctx: TestContext;
const said: string[] = [];
const usuarios = rutaReporte(reportes.consultaUsuarios);
const total = async () => (await ctx.call({ method: 'GET', url: `${usuarios}?tamano=1`, as: 'admin' })).body.total as number;
const replay = (what: 'pause' | 'resume') => ctx.replica!.query(`select pg_wal_replay_${what}()`);
const inStep = () => replicaInStep(ctx);
const nuevoUsuario = (n: number) =>
  ctx.database.query(
    `with p as (insert into persona (pers_nombres, pers_apellidos) values ('Réplica', 'Prueba ${n}') returning persona_id)
     insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, estatus) select persona_id, 'replica${n}', 'replica${n}@x.do', 'x', 2, true from p`,
  );

describe.skipIf(!process.env.DATABASE_REPLICA_URL || !process.env.DATABASE_URL)('reports on a streaming replica', () => {
  beforeAll(async () => {
    ctx = await createTestContext({ replica: true });
    await inStep();
  });
  afterAll(async () => {
    await replay('resume').catch(() => undefined);
    await ctx?.close();
  });

  it('reads the replica: with its replay paused, a report does not see what the primary has since written', async () => {
    const antes = await total();
    await replay('pause');
    try {
      await nuevoUsuario(1);
      const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from usuario`);
      expect(n).toBe(antes + 1);
      // Well within the 30 s the app allows: the replica still answers, as it was.
      expect(await total()).toBe(antes);
    } finally {
      await replay('resume');
    }
    await inStep();
    expect(await total()).toBe(antes + 1);
  });

  it('reads the primary, and says so, when the replica lags more than allowed', async () => {
    const reader = replicaReader({ primary: ctx.database, replica: ctx.replica, maxLagSeconds: 1, recheckMs: 0, log: (m) => said.push(m) });
    expect(await reader.reader()).toBe(ctx.replica);
    await replay('pause');
    try {
      await nuevoUsuario(2);
      await new Promise((r) => setTimeout(r, 1600));
      expect(await reader.reader()).toBe(ctx.database);
      expect(said.at(-1)).toMatch(/primary: the replica is .* s behind/);
    } finally {
      await replay('resume');
    }
    await inStep();
    expect(await reader.reader()).toBe(ctx.replica);
    expect(said.at(-1)).toMatch(/read the replica/);
  });

  it('falls back to the primary when the replica stops, and returns to it when it is back', async () => {
    const reader = replicaReader({ primary: ctx.database, replica: ctx.replica, maxLagSeconds: 30, recheckMs: 0, log: (m) => said.push(m) });
    const antes = await total();
    postgres('stop-replica');
    try {
      expect(await reader.reader()).toBe(ctx.database);
      expect(said.at(-1)).toMatch(/primary: the replica does not answer/);
      // The app's own reader had found the replica in step moments ago: the report is read again from the primary.
      expect(await total()).toBe(antes);
      const csv = await ctx.call({ method: 'GET', url: `${usuarios}?formato=csv`, as: 'admin' });
      expect(csv.status).toBe(200);
    } finally {
      postgres('resume-replica');
    }
    for (let i = 0; i < 100 && (await reader.reader()) !== ctx.replica; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await reader.reader()).toBe(ctx.replica);
  });
});
