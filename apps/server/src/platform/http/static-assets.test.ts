import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

/** A built web app in miniature: the shell page and one hashed asset with its precompressed copies. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'claustro-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), js);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(js));
  return dir;
}

describe('the web app as the server sends it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ webDist: webDist() });
  });
  afterAll(() => ctx.close());
  const get = (url: string, encoding?: string) => ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends hashed assets precompressed for the browser that accepts it, cached a year as immutable', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(200);
    expect((await get('/assets/index-AbC123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4000);
  });

  it('revalidates the shell page on every visit, at its own address and at any screen address', async () => {
    for (const url of ['/index.html', '/academicos/estudiantes']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
