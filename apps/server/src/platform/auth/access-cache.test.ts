import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import type { Database } from '../db/database.ts';
import { accessCache } from './access-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The same database, counting the access-row reads that reach it. */
function counting(database: Database) {
  const counter = { reads: 0 };
  const wrapped: Database = {
    ...database,
    query: (text, params, name) => {
      if (name === 'access-row') counter.reads++;
      return database.query(text, params, name);
    },
    run: (text, params, name) => {
      if (name === 'access-row') counter.reads++;
      return database.run(text, params, name);
    },
  };
  return { wrapped, counter };
}

const until = async (check: () => Promise<boolean>) => {
  const since = Date.now();
  while (!(await check())) {
    if (Date.now() - since > 2000) throw new Error('no change heard within two seconds');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('access rows in memory', () => {
  it('reads a user once, then answers from memory', async () => {
    const { wrapped, counter } = counting(ctx.database);
    const cache = accessCache(wrapped);
    await cache.start();
    const [{ usuario_id: id }] = await ctx.database.query<{ usuario_id: number }>(`select usuario_id from usuario where usua_nombre = 'registro'`);
    const first = await cache.get(id);
    await cache.get(id);
    await cache.holds(id, ['/academicos/estudiantes']);
    expect(first?.estatus).toBe(true);
    expect(counter.reads).toBe(1);
    await cache.stop();
  });

  it('hears a change written by anyone (a trigger notifies) and reads the user again', async () => {
    const cache = accessCache(ctx.database);
    await cache.start();
    const [{ usuario_id: id }] = await ctx.database.query<{ usuario_id: number }>(`select usuario_id from usuario where usua_nombre = 'caja'`);
    expect((await cache.get(id))?.estatus).toBe(true);
    expect(await cache.holds(id, ['/seguridad/roles'])).toBe(false);

    // Straight in the database, as another process would: no call to `forget`.
    const [{ id: opcion }] = await ctx.database.query<{ id: number }>(`select id from opcion_menu where lower(url) = '/seguridad/roles'`);
    await ctx.database.query(`insert into usuario_opcion (usuario_id, opcion_id) values ($1, $2)`, [id, opcion]);
    await until(() => cache.holds(id, ['/seguridad/roles']));

    await ctx.database.query(`update usuario set estatus = false where usuario_id = $1`, [id]);
    await until(async () => (await cache.get(id))?.estatus === false);
    await ctx.database.query(`update usuario set estatus = true where usuario_id = $1`, [id]);
    await ctx.database.query(`delete from usuario_opcion where usuario_id = $1`, [id]);
    await until(async () => !(await cache.holds(id, ['/seguridad/roles'])));
    await cache.stop();
  });

  it('does not keep a row read while a change was being made', async () => {
    const cache = accessCache(ctx.database);
    const [{ usuario_id: id }] = await ctx.database.query<{ usuario_id: number }>(`select usuario_id from usuario where usua_nombre = 'admisiones'`);
    const reading = cache.get(id);
    cache.forget(id); // a change heard while the read was on its way
    await reading;
    expect(cache.size).toBe(0);
    await cache.get(id);
    expect(cache.size).toBe(1);
  });
});
