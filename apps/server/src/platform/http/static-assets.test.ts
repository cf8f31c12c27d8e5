import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

/** A built web app in miniature: the shell page and one hashed asset with its precompressed copies. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'claustro-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Claustro</title></head><body><div id="root"><img class="boot-logo" src="/logo.svg" alt=""></div></body></html>',
  );
  // What the web build names for each screen (apps/web/scripts/route-preloads.ts).
  const preloads = {
    shell: ['/assets/Layout-1.js', '/assets/Menu-1.js'],
    catalogue: ['/assets/ResourcePage-1.js', '/assets/Menu-1.js'],
    screens: { '/academicos/estudiantes': ['/assets/EstudiantesPage-1.js'], '/financieros/reportes-recibos/{id}': ['/assets/ReciboPdfPage-1.js'] },
    publicScreens: { '/solicitud-admision/nueva': ['/assets/SolicitudNuevaPage-1.js'] },
    firstGets: {
      '/academicos/estudiantes': ['/api/academicos/estudiantes?pageSize=25&page=1', '/api/x?a=1&b=<2>'],
      '/solicitud-admision/nueva': ['/api/solicitudes-admisiones/formulario'],
    },
  };
  writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(preloads));
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
      // Compressed for the browser that accepts it, unless it is too small to gain from it.
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
      expect(body, url).toContain('<div id="root">');
    }
  });

  it("writes the institution's name and logo in the page, shown until the app draws", async () => {
    const { displayName, logo } = (await get('/config.json')).json<{ displayName: string; logo: string }>();
    const body = (await get('/academicos/estudiantes')).body;
    expect(body).toContain(`<title>${displayName}</title>`);
    expect(body).toContain(`<img class="boot-logo" src="${logo}" alt="">`);
  });

  it('names in the page the files its screen needs, and no more', async () => {
    const preloaded = async (url: string) => [...(await get(url)).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const shell = ['/assets/Layout-1.js', '/assets/Menu-1.js'];
    expect(await preloaded('/academicos/estudiantes')).toEqual([...shell, '/assets/EstudiantesPage-1.js']);
    expect(await preloaded('/Academicos/Estudiantes/?pagina=2')).toEqual([...shell, '/assets/EstudiantesPage-1.js']);
    expect(await preloaded('/financieros/reportes-recibos/42')).toEqual([...shell, '/assets/ReciboPdfPage-1.js']);
    // A catalogue the spec's route list does not name (sexes) is still a screen: its files, once each.
    expect(await preloaded('/generales/sexos')).toEqual([...shell, '/assets/ResourcePage-1.js']);
    // A public page sits outside the signed-in shell.
    expect(await preloaded('/solicitud-admision/nueva')).toEqual(['/assets/SolicitudNuevaPage-1.js']);
    expect(await preloaded('/no-existe')).toEqual([]);
    expect(await preloaded('/financieros/reportes-recibos/42/mas')).toEqual([]);
  });

  it('names in the page the GETs its screen makes first, for its first script to start', async () => {
    const meta = async (url: string) => /<head>(<meta name="first-gets"[^>]*>)/.exec((await get(url)).body)?.[1];
    // Written as an attribute: escaped, so a query's `&` stays one and nothing ends the tag. A
    // signed-in screen's GETs say they need the session; a public screen's do not.
    expect(await meta('/academicos/estudiantes')).toBe(
      '<meta name="first-gets" content="/api/academicos/estudiantes?pageSize=25&#38;page=1 /api/x?a=1&#38;b=&#60;2&#62;" data-signed-in>',
    );
    expect(await meta('/Academicos/Estudiantes/?pagina=2')).toBeDefined();
    expect(await meta('/solicitud-admision/nueva')).toBe('<meta name="first-gets" content="/api/solicitudes-admisiones/formulario">');
    expect(await meta('/academicos/profesores')).toBeUndefined();
    expect(await meta('/no-existe')).toBeUndefined();
  });
});
