import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';

describe('answers travel compressed to a browser that accepts it', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await ctx.login('admin')).token;
  });
  afterAll(() => ctx.close());
  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends a page of a list in brotli or gzip, the same JSON and headers once unpacked', async () => {
    const url = '/api/generales/provincias?pageSize=100&page=1';
    const plain = await get(url);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and files that are compressed already as they are', async () => {
    const small = await get('/api/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    // A spreadsheet is a zip: packing it again costs the server and saves nothing.
    const sheet = await get('/api/generales/provincias?formato=xlsx', 'br');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-encoding']).toBeUndefined();
    expect(readSheet(sheet.rawPayload).length).toBeGreaterThan(1);
  });
});
