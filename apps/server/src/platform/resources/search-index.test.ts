import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '@claustro/domain/registry';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { resourceTables } from '../db/schema.ts';
import { listSql } from './list-query.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // A registry big enough to be worth an index, with distinct names as real ones are.
  await ctx.database.query(
    `insert into dgii_rnc (rnc_id, nombre, razon_social, estatus)
     select (100000000 + g)::text, 'CONTRIBUYENTE ' || md5(g::text), 'RAZON ' || md5((-g)::text), true from generate_series(1, 20000) g`,
  );
  await ctx.database.query('analyze dgii_rnc');
});
afterAll(() => ctx.close());

/**
 * The plan of a query with sequential scans ruled out: if the query's expression did not match the
 * index, the plan would still be a (penalised) sequential scan. Whether the planner prefers the index
 * at a given table size is its own business; whether it can is ours.
 */
async function plan(q: { sql: string; params: unknown[] }) {
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
  const text = q.sql.replace(/\$(\d+)/g, (_, i: string) => literal(q.params[Number(i) - 1]));
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    const result = await tx.execute(sql.raw(`explain ${text}`));
    return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  });
}

const md5 = (v: string) => createHash('md5').update(v).digest('hex');
const fragment = md5('4321').slice(3, 12).toUpperCase();

describe('large catalogue search', () => {
  it('searches the DGII registry by any part of a name through its trigram index', async () => {
    const def = resourceByName.get('dgiiRnc')!;
    const q = listSql(ctx.database.db, def, resourceTables.get('dgiiRnc')!, { value: fragment });
    const p = await plan(q);
    for (const index of ['dgii_rnc_rnc_id_trgm', 'dgii_rnc_nombre_trgm', 'dgii_rnc_razon_social_trgm']) {
      expect(p).toContain(`Bitmap Index Scan on ${index}`);
    }
    expect(p).not.toMatch(/Seq Scan/);
  });

  it('finds one taxpayer by RNC through the unique index, and answers it through the API', async () => {
    const def = resourceByName.get('dgiiRnc')!;
    const q = listSql(ctx.database.db, def, resourceTables.get('dgiiRnc')!, {}, { rncId: '100004321' });
    expect(await plan(q)).toMatch(/Index Scan using dgii_rnc_rnc_id_uq/);
    const res = await ctx.call({ method: 'GET', url: '/api/generales/dgii-rnc/rnc/100004321', as: 'caja' });
    expect(res.status).toBe(200);
    expect(res.body.nombre).toBe(`CONTRIBUYENTE ${md5('4321')}`);
    const found = await ctx.call({ method: 'GET', url: `/api/generales/dgii-rnc?value=${fragment}`, as: 'caja' });
    expect(found.body.map((r: { rncId: string }) => r.rncId)).toContain('100004321');
    const page = await ctx.call({ method: 'GET', url: '/api/generales/dgii-rnc?value=contribuyente', as: 'caja' });
    expect(page.body).toHaveLength(def.pageSize!); // a large list answers one page, not the table
    expect(Number(page.headers['x-total-count'])).toBe(20000);
  });
});
