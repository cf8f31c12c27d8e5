import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
      firstGets: {
        '/solicitud-admision/nueva': ['/api/solicitudes-admisiones/formulario'],
        '/academicos/estudiantes': ['/api/academicos/estudiantes?pageSize=25&page=1'],
      },
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
globalThis.visitorDrawings = [];
export async function drawSignedInPage(path, config, session) {
  const answer = await session.get('/api/academicos/estudiantes?pageSize=25&page=1');
  globalThis.visitorDrawings.push({ path, status: answer.status, wide: session.wide });
  if (answer.status !== 200) return null;
  const html = '<main><h1>' + path + '</h1><p>' + JSON.parse(answer.body).length + ' de ' + answer.headers['x-total-count'] + '</p></main>';
  return { html, styles: '', state: JSON.stringify({ nota: '</script><script>alert(1)</script>' }), wide: session.wide };
}
`,
  );
  return dist;
}

const calls = () => (globalThis as { drawnCalls?: string[] }).drawnCalls ?? [];
const visitorDrawings = () => (globalThis as { visitorDrawings?: { path: string; status: number; wide: boolean }[] }).visitorDrawings ?? [];

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

describe('a signed-in screen is drawn for the user of the page cookie', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ webDist: webBuild() });
  });
  afterAll(() => ctx.close());
  const list = '/academicos/estudiantes';
  const open = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie: `otra=1; claustro_pagina=${cookie}` } : {}) } });
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { usuarioId: number; exp: number };

  it('draws it with the answers the API gives that user, for the session it names, kept by no cache', async () => {
    const { token } = await ctx.login('admin');
    const before = visitorDrawings().length;
    const res = await open(list, token);
    const { usuarioId, exp } = claimsOf(token);
    expect(res.body).toContain(`<div id="root" data-ssr inert data-drawn-for="${usuarioId}:${exp}" data-drawn-wide><main><h1>${list}</h1><p>`);
    expect(res.body).toMatch(/<p>\d+ de \d+<\/p>/);
    expect(res.body).not.toContain('Cargando…');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('cookie');
    expect(visitorDrawings().slice(before)).toEqual([{ path: list, status: 200, wide: true }]);
    // The answers go with the page as JSON that no answer can close: `<` is written \u003c.
    const state = /<script type="application\/json" id="drawn-state">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual({ nota: '</script><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert(1)');
    // A phone's browser gets the phone's drawing.
    const phone = await open(list, token, { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' });
    expect(phone.body).toContain(`data-drawn-for="${usuarioId}:${exp}"><main>`);
    expect(visitorDrawings().at(-1)).toEqual({ path: list, status: 200, wide: false });
    // The window's width as the browser last wrote it wins over a guess from the user agent.
    await ctx.app.inject({ method: 'GET', url: list, headers: { cookie: `claustro_pantalla=estrecha; claustro_pagina=${token}` } });
    expect(visitorDrawings().at(-1)).toEqual({ path: list, status: 200, wide: false });
  });

  it('asks the API as that user: one without the screen is refused, and gets the page undrawn', async () => {
    const { token } = await ctx.login('estudiante');
    const before = visitorDrawings().length;
    const res = await open(list, token);
    expect(visitorDrawings().slice(before)).toEqual([{ path: list, status: 403, wide: true }]);
    expect(res.body).toContain('Cargando…');
    expect(res.body).not.toContain('data-drawn-for');
  });

  it('draws nothing without a live session, nor for an address with a query', async () => {
    const { token } = await ctx.login('admin');
    const claims = await ctx.app.tokens.verify(token);
    if (typeof claims === 'string') throw new Error(claims);
    const expired = await ctx.app.tokens.sign(claims, -60);
    const before = visitorDrawings().length;
    for (const [why, url, cookie] of [
      ['no cookie', list, undefined],
      ['not a token', list, 'abc.def.ghi'],
      ['expired', list, expired],
      ['a query', `${list}?value=ana`, token],
    ] as const) {
      const res = await open(url, cookie);
      expect(res.body, why).toContain('Cargando…');
      expect(res.body, why).not.toContain('data-drawn-for');
      expect(res.headers['cache-control'], why).toBe('no-cache');
    }
    // A changed password ends every session: its cookie draws nothing either. The change is made here as
    // by another process, heard when its notification arrives (on PostgreSQL, a moment after the commit):
    // once the API refuses the token, so does the drawing.
    await ctx.database.query(`update usuario set sesion_version = sesion_version + 1 where usua_nombre = 'admin'`);
    await vi.waitFor(async () => expect((await ctx.call({ method: 'GET', url: '/api/seguridad/perfil', token })).status).toBe(401), {
      timeout: 5000,
      interval: 50,
    });
    expect((await open(list, token)).body).not.toContain('data-drawn-for');
    expect(visitorDrawings().slice(before)).toEqual([]);
  });
});
