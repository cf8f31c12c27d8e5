import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMenuPage } from '@claustro/domain/shell/guard.rules';
import { signIn, startHarness, type Harness } from './harness.ts';

/*
 * Every entry of every demo role's menu, opened as that role: the screen makes no call its user may
 * not make (a 401 or 403 from the API) and throws no page error. A menu that offers a screen whose
 * calls its role cannot make is a menu that lies.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness(3197, { INSTITUTION: 'DEMO', ACCESS_TOKEN_SECONDS: '3600' });
}, 180_000);
afterAll(async () => {
  await h?.stop();
});

const demoRoles = ['registro', 'caja', 'admisiones', 'profesor', 'estudiante', 'enfermeria'];

describe("every demo role's menu", () => {
  for (const usuario of demoRoles)
    it(`${usuario}: every entry opens without a refused call or a page error`, async () => {
      const { body } = await h.api<{ token: string }>('/api/login', { method: 'POST', body: { username: usuario, clave: 'Demo2026' } });
      const options = (await h.api<{ url: string | null }[]>('/api/seguridad/usuarios/opciones-aplicacion', { token: body.token })).body;
      const menu = options.filter((o): o is { url: string } => !!o.url && isMenuPage(o.url));
      expect(menu.length).toBeGreaterThan(0);
      const page = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
      await signIn(page, h.url, usuario);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      const problems: string[] = [];
      let at = '';
      page.on('pageerror', (e) => problems.push(`${at}: ${e.message}`));
      page.on('response', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/api/') && (r.status() === 401 || r.status() === 403))
          problems.push(`${at}: ${r.status()} ${r.request().method()} ${u.pathname}`);
      });
      for (const o of menu) {
        at = o.url;
        await page.goto(`${h.url}${o.url}`);
        await page.waitForLoadState('networkidle');
      }
      await page.context().close();
      expect(problems).toEqual([]);
    }, 900_000);
});
