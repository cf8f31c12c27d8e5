import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Operation = { summary?: string; tags?: string[]; parameters?: { name: string; in: string; description?: string }[] };

describe('the API documentation (/docs)', () => {
  it('gives every operation a summary and a tag, and says what a catalogue list’s `value` searches', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const untold: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      if (path.startsWith('/docs') || path === '/*') continue;
      for (const [method, op] of Object.entries(methods)) {
        if (!op.summary?.trim() || !op.tags?.length) untold.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(untold).toEqual([]);
    const countries = paths['/api/generales/paises'].get;
    expect(countries.parameters?.find((p) => p.name === 'value')?.description).toMatch(/Descripción, Código ISO/);
  });
});
