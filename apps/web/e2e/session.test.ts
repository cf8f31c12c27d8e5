import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(3188);
});
afterAll(async () => {
  await h?.stop();
});

describe('session', () => {
  it('renews an expired access token silently and repeats the request', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await signIn(page, h.url, 'registro');
    await page.waitForURL(`${h.url}/`);
    const first = await page.evaluate(() => localStorage.getItem('token'));
    await page.waitForTimeout(4500); // the 4-second access token expires
    await page.goto(`${h.url}/generales/idiomas`);
    await page.getByRole('cell', { name: 'Español' }).waitFor();
    const second = await page.evaluate(() => localStorage.getItem('token'));
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await context.close();
  });

  it('signs out when the session cannot be renewed', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await signIn(page, h.url, 'registro');
    await page.waitForURL(`${h.url}/`);
    await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-or-stolen'));
    await page.waitForTimeout(4500);
    await page.goto(`${h.url}/generales/idiomas`);
    await page.waitForURL('**/login');
    await context.close();
  });

  it('shows the red snackbar with the exact text when the server cannot be reached', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Buscar en el menú').fill('ocupaciones');
    await page.getByRole('link', { name: 'Ocupaciones' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'servidor' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Ha ocurrido un error al intentar conectar con el servidor, verifica tu conexión a internet.');
    await context.close();
  });

  it('warns "Sesión Expirará" after the idle time, counts down 10 s and signs out', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
    await page.getByText('Bienvenido(a), Ana').waitFor();
    await page.clock.fastForward(3 * 60 * 60 * 1000 + 1000); // the configured 3 hours (spec §9)
    const dialog = page.getByRole('dialog', { name: 'Sesión Expirará' });
    await dialog.waitFor();
    await dialog.getByText(/10 segundos/).waitFor();
    await page.clock.runFor(11_000);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
