import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../../..');

export interface Harness {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
  api<T = any>(path: string, opts?: { method?: string; body?: unknown; token?: string }): Promise<{ status: number; body: T }>;
}

/**
 * A real server (built web app, fresh embedded database) and Debian's Chromium. Access tokens live
 * 4 seconds here, so the browser's silent refresh runs for real throughout the tests.
 */
export async function startHarness(port: number, env: Record<string, string> = {}): Promise<Harness> {
  // A server left from an interrupted run would answer in place of this one (with its own build).
  const left = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (left) throw new Error(`Port ${port} is taken: a server of an earlier run is still listening (stop it first).`);
  const dataDir = mkdtempSync(join(tmpdir(), 'claustro-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTITUTION: 'TEST',
      DATA_DIR: dataDir,
      FILES_DIR: join(dataDir, 'files'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_SECONDS: '4',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    url,
    browser,
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
    async api(path, opts = {}) {
      const res = await fetch(`${url}${path}`, {
        method: opts.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return { status: res.status, body: (res.status === 204 ? null : await res.json()) as never };
    },
  };
}

/**
 * Marks the page's first heading as the server drew it (`data-drawn="server"`), before any script
 * runs, and collects its page errors: a page the app hydrated keeps the mark, one it drew afresh (or a
 * mismatch, which React reports as a page error) does not.
 */
export async function watchDrawing(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector<HTMLElement>('#root h1');
      if (h1) h1.dataset.drawn = 'server';
    }),
  );
  return errors;
}

export async function signIn(page: Page, url: string, username: string, password = 'Demo2026') {
  await page.goto(`${url}/login`);
  await page.getByLabel(/Usuario o correo|User name or e-mail/).fill(username);
  await page.getByLabel(/^Contraseña|^Password/).fill(password);
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
}

/**
 * Chooses an option of a field: a form's single choice is the browser's own select; filters and
 * several-choice fields open MUI's list. A text is the option's whole text when one matches it whole,
 * else the first that contains it.
 */
export async function choose(field: Locator, option: string | RegExp) {
  if ((await field.evaluate((e) => e.tagName)) === 'SELECT') {
    // Options that depend on an earlier choice (a career's plans) arrive a moment later.
    await field.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
    const texts = (await field.locator('option').allInnerTexts()).map((s) => s.trim());
    const whole = typeof option === 'string' ? texts.indexOf(option) : -1;
    const index = whole >= 0 ? whole : texts.findIndex((s) => (typeof option === 'string' ? s.toLowerCase().includes(option.toLowerCase()) : option.test(s)));
    if (index < 0) throw new Error(`no option ${String(option)} among ${texts.join(', ')}`);
    await field.selectOption({ index });
    return;
  }
  await field.click();
  await field.page().getByRole('option', { name: option }).click();
}
