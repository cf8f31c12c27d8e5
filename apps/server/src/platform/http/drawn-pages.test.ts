import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { webShell } from './web-shell.ts';

/**
 * A web build in miniature with the server's drawing beside it (`dist-server`, as
 * `vite build --ssr` writes it): the drawing answers the public pages, counts its calls and fails
 * for one page.
 */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'claustro-drawn-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Claustro</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />\n' +
      '<link rel="modulepreload" crossorigin href="/assets/index-1.js">\n</head><body><div id="root">\n' +
      '  <!--boot: replaced--><div class="boot"><p class="boot-text">Cargando…</p></div><!--/boot-->\n</div></body></html>',
  );
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      shell: ['/assets/Layout-1.js'],
      catalogue: [],
      screens: { '/academicos/estudiantes': ['/assets/EstudiantesPage-1.js'] },
      publicScreens: { '/solicitud-admision/nueva': ['/assets/SolicitudNuevaPage-1.js'], '/falla': [], '/solicitud-admision/{codigo}': [] },
      firstGets: { '/solicitud-admision/nueva': ['/api/solicitudes-admisiones/formulario'] },
    }),
  );
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `globalThis.drawnCalls = [];
export async function drawPublicPage(path, config) {
  globalThis.drawnCalls.push(path);
  if (path === '/falla') throw new Error('cannot draw');
  return { html: '<main><h1>' + path + ' · ' + config.displayName + '</h1></main>', styles: '<style data-emotion="css abc">.css-abc{color:red}</style>' };
}
`,
  );
  return dist;
}

const calls = () => (globalThis as { drawnCalls?: string[] }).drawnCalls ?? [];

describe('public pages arrive drawn by the server', () => {
  let ctx: TestContext;
  let dist = '';
  beforeAll(async () => {
    dist = webBuild();
    ctx = await createTestContext({ webDist: dist });
  });
  afterAll(() => ctx.close());
  const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

  it("puts the page's drawing where the loading screen was, with its styles, to be hydrated", async () => {
    const { displayName } = (await ctx.app.inject({ method: 'GET', url: '/config.json' })).json<{ displayName: string }>();
    const body = await page('/solicitud-admision/nueva');
    expect(body).toContain(`<div id="root" data-ssr inert><main><h1>/solicitud-admision/nueva · ${displayName}</h1></main></div>`);
    expect(body).not.toContain('Cargando');
    expect(body).toMatch(/<style data-emotion="css abc">\.css-abc\{color:red\}<\/style>.*<\/head>/s);
    expect(await page('/login')).toContain(`<h1>/login · ${displayName}</h1>`);
  });

  it('lets the first paint have the link to itself: preloads and first GETs wait for it', async () => {
    const body = await page('/solicitud-admision/nueva');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<head><meta name="drawn">');
    // Every preload, the entry's and the screen's, is held in the template the start script adds to the head.
    const template = /<template id="after-paint">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
    expect(head.replace(template, '')).not.toMatch(/rel="(module)?preload"/);
    expect(template).toContain('href="/config.json"');
    expect(template).toContain('href="/assets/index-1.js"');
    expect(template).toContain('href="/assets/SolicitudNuevaPage-1.js"');
    expect(head).toContain('<meta name="first-gets" content="/api/solicitudes-admisiones/formulario">');
  });

  it('draws each page once, and only public pages at their own address', async () => {
    const before = calls().length;
    await page('/solicitud-admision/nueva');
    await page('/solicitud-admision/nueva');
    expect(calls().length).toBe(before);
    for (const url of ['/academicos/estudiantes', '/solicitud-admision/nueva?periodo=3', '/solicitud-admision/ABC123', '/no-existe']) {
      const body = await page(url);
      expect(body, url).toContain('Cargando…');
      expect(body, url).not.toContain('data-ssr');
      expect(body, url).not.toContain('<meta name="drawn">');
    }
    expect(calls().slice(before)).toEqual([]);
  });

  it('sends a page it cannot draw undrawn, for the app to draw', async () => {
    const body = await page('/falla');
    expect(body).toContain('Cargando…');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
    expect(calls()).toContain('/falla');
  });

  it('can draw every public page ahead of its first visit (the running server does at start)', async () => {
    const asked: string[] = [];
    const shell = webShell(
      dist,
      { name: 'U', logo: '/logo.svg', color: '#000000' },
      async (path) => (asked.push(path), { html: `<p>${path}</p>`, styles: '' }),
    );
    await shell.drawAll();
    expect(asked.sort()).toEqual(['/falla', '/login', '/solicitud-admision/nueva']);
    expect(await shell('/login')).toContain('<p>/login</p>');
    expect(asked).toHaveLength(3);
  });
});
