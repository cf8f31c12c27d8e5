import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@claustro/domain/registry';
import { childTableName, tableName } from '@claustro/domain/platform/resource';
import { createTestContext, type TestContext } from '../../test/context.ts';
import type { Database } from '../db/database.ts';
import { catalogueCache } from './catalogue-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const until = async (check: () => Promise<boolean>) => {
  const since = Date.now();
  while (!(await check())) {
    if (Date.now() - since > 2000) throw new Error('no change heard within two seconds');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('catalogue reads in memory', () => {
  it('reads a catalogue once, then answers from memory', async () => {
    let loads = 0;
    const cache = catalogueCache(ctx.database);
    const load = async () => (++loads, [{ sexoId: 1 }]);
    await cache.read('sexo', 'list', load);
    await cache.read('sexo', 'list', load);
    expect(loads).toBe(1);
    // What is kept is shared by every request: frozen, so no caller can change it for the others.
    expect(Object.isFrozen((await cache.read('sexo', 'list', load))[0])).toBe(true);
  });

  it('drops a catalogue when anyone changes it (a trigger notifies), its child lists included', async () => {
    const cache = catalogueCache(ctx.database as Database);
    await cache.start();
    const read = () =>
      cache.read('provincia', 'all', () =>
        ctx.database.query<{ prov_descripcion: string }>(`select prov_descripcion from provincia order by provincia_id limit 1`),
      );
    const before = (await read())[0].prov_descripcion;
    await ctx.database.query(
      `update provincia set prov_descripcion = prov_descripcion || ' (cambiada)' where provincia_id = (select min(provincia_id) from provincia)`,
    );
    await until(async () => (await read())[0].prov_descripcion === `${before} (cambiada)`);
    // A change to a child list (a career's campuses) drops its catalogue (careers).
    let careerLoads = 0;
    await cache.read('carrera', 'x', async () => ++careerLoads);
    await ctx.database.query(`delete from carrera_sedes where false`);
    await until(async () => (await cache.read('carrera', 'x', async () => ++careerLoads)) === 2);
    await cache.stop();
  });

  it('has every catalogue table and child list tell the processes when it changes', async () => {
    const tables = resources.flatMap((def) => [tableName(def), ...Object.keys(def.children ?? {}).map((c) => childTableName(def, c))]);
    const withTrigger = new Set(
      (
        await ctx.database.query<{ t: string }>(
          `select c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgfoid = 'catalogue_changed'::regproc`,
        )
      ).map((r) => r.t),
    );
    expect(tables.filter((t) => !withTrigger.has(t))).toEqual([]);
  });

  it('answers a change made through the API on the very next read', async () => {
    const list = async () => (await ctx.call({ method: 'GET', url: '/api/generales/ocupaciones', as: 'registro' })).body as { ocupDescripcion: string }[];
    const before = await list();
    const created = await ctx.call({ method: 'POST', url: '/api/generales/ocupaciones', as: 'admin', payload: { ocupDescripcion: 'Ebanista' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await list()).length).toBe(before.length + 1);
  });
});
