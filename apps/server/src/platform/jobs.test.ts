import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { jobRunner, type JobHandler } from './jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const state = (id: number) =>
  ctx.database
    .query<{ estado: string; intentos: number; ultimo_error: string | null }>(`select estado, intentos, ultimo_error from job where id = $1`, [id])
    .then((r) => r[0]);

describe('job runner', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const runner = jobRunner({ database: ctx.database, handlers: { eco: async (p) => void seen.push(p) } });
    const id = (await runner.enqueue('eco', { n: 1 }))!;
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await state(id)).toMatchObject({ estado: 'hecho', intentos: 1 });
    expect(await runner.drain()).toBe(0);
  });

  it('retries a failing job, then keeps it failed with its last error for an administrator', async () => {
    let calls = 0;
    const finals: boolean[] = [];
    const failing: JobHandler = async (_p, c) => {
      calls++;
      finals.push(c.final);
      throw new Error(`SMTP caído (${calls})`);
    };
    const runner = jobRunner({ database: ctx.database, handlers: { falla: failing }, backoffSeconds: 0 });
    const id = (await runner.enqueue('falla', {}, { maxIntentos: 3 }))!;
    await runner.drain();
    expect(calls).toBe(3);
    expect(finals).toEqual([false, false, true]);
    expect(await state(id)).toMatchObject({ estado: 'fallido', intentos: 3, ultimo_error: 'SMTP caído (3)' });
  });

  it('waits between retries (exponential backoff)', async () => {
    let calls = 0;
    const runner = jobRunner({
      database: ctx.database,
      handlers: {
        lento: async () => {
          calls++;
          throw new Error('x');
        },
      },
      backoffSeconds: 60,
    });
    const id = (await runner.enqueue('lento', {}))!;
    await runner.drain();
    expect(calls).toBe(1);
    const [row] = await ctx.database.query<{ wait: number }>(`select extract(epoch from ejecutar_en - now())::int as wait from job where id = $1`, [id]);
    expect(row.wait).toBeGreaterThan(50);
  });

  it('enqueues the same idempotency key only once', async () => {
    const runner = jobRunner({ database: ctx.database, handlers: {} });
    const first = await runner.enqueue('correo.enviar', { id: 1 }, { claveUnica: 'correo:1' });
    const again = await runner.enqueue('correo.enviar', { id: 1 }, { claveUnica: 'correo:1' });
    expect(first).toBeGreaterThan(0);
    expect(again).toBeUndefined();
    await ctx.database.query(`delete from job where clave_unica = 'correo:1'`);
  });

  it('never runs one job in two runners at once', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (p: { k: number }) => {
      runs.set(p.k, (runs.get(p.k) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = jobRunner({ database: ctx.database, handlers: { par: handler } });
    const b = jobRunner({ database: ctx.database, handlers: { par: handler } });
    for (let k = 0; k < 20; k++) await a.enqueue('par', { k });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);
    expect(na + nb).toBe(20);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(20);
  });

  it('takes back a job whose process died while running it', async () => {
    const runner = jobRunner({ database: ctx.database, handlers: { huerfano: async () => {} } });
    const id = (await runner.enqueue('huerfano', {}))!;
    await ctx.database.query(`update job set estado = 'en_curso', intentos = 1, bloqueado_hasta = now() - interval '1 second' where id = $1`, [id]);
    expect(await runner.drain()).toBe(1);
    expect(await state(id)).toMatchObject({ estado: 'hecho', intentos: 2 });
  });
});
