import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, startHarness, watchDrawing, type Harness } from './harness.ts';

let h: Harness;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  h = await startHarness(3187);
});
afterAll(async () => {
  await h?.stop();
});

async function freshPage(viewport = { width: 1280, height: 800 }) {
  await context?.close();
  context = await h.browser.newContext({ viewport });
  page = await context.newPage();
  return page;
}

describe('signing in and out', () => {
  it('sends an anonymous visitor to the login page, signs in, and signs out', async () => {
    await freshPage();
    await page.goto(`${h.url}/generales/paises`);
    await page.waitForURL('**/login');
    await signIn(page, h.url, 'admin', 'wrong');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Usuario o contraseña incorrectos');
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
    await page.getByText('Bienvenido(a), Ana').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('forces a password change when the password must be changed', async () => {
    const { body: admin } = await h.api('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } });
    const created = await h.api('/api/seguridad/usuarios', {
      method: 'POST',
      token: admin.token,
      body: {
        usuaNombre: 'nuevaclave',
        usuaEmail: 'nuevaclave@demo.do',
        clave: 'Temporal2026',
        usuaCambiaClave: true,
        rolId: 2,
        persNombres: 'Nueva',
        persApellidos: 'Clave',
        sedes: [1],
      },
    });
    expect(created.status).toBe(201);
    await freshPage();
    await signIn(page, h.url, 'nuevaclave', 'Temporal2026');
    await page.waitForURL('**/seguridad/cambiar-clave');
    await page.goto(`${h.url}/generales/paises`);
    await page.waitForURL('**/seguridad/cambiar-clave');
    await page.getByLabel(/Contraseña actual/).fill('Temporal2026');
    await page.getByLabel(/^Nueva contraseña/).fill('Definitiva2026');
    await page.getByLabel(/^Confirmar contraseña/).fill('Definitiva2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(`${h.url}/`);
    await page.getByText('Bienvenido(a), Nueva').waitFor();
  });
});

describe('the shell', () => {
  it('searches the menu ignoring accents and case, and opens the screen', async () => {
    await freshPage();
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
    await page.getByLabel('Buscar en el menú').fill('PAISES');
    await page.getByRole('link', { name: 'Países' }).click();
    await page.waitForURL('**/generales/paises');
    await page.getByRole('heading', { name: 'Países' }).waitFor();
  });

  it('creates and edits a country, with field messages for bad input', async () => {
    await page.goto(`${h.url}/generales/paises`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Código ISO/).fill('1');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Descripción es obligatorio.').waitFor();
    await dialog.getByText('Use 2 o 3 letras.').waitFor();
    // Every real country is there already: a made-up one (ZQ is not assigned).
    await dialog.getByLabel(/^Descripción/).fill('Isla Ñandú');
    await dialog.getByLabel(/^Código ISO/).fill('zq');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Buscar: Países').fill('nandu');
    await page.getByRole('cell', { name: 'ZQ' }).waitFor();
    await page.getByRole('cell', { name: 'Isla Ñandú' }).click();
    await dialog.getByLabel(/^Descripción/).fill('Isla Ñandú (prueba)');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Isla Ñandú (prueba)' }).waitFor();
    // A duplicate is refused by the server, with the field named.
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await dialog.getByLabel(/^Descripción/).fill('Otra isla');
    await dialog.getByLabel(/^Código ISO/).fill('ZQ');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Ya existe un registro con ese valor de Código ISO.').first().waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it("ticks a screen for a role: leaving before saving asks, the saved set is the role's after a reload", async () => {
    await page.goto(`${h.url}/seguridad/proceso-permiso-usuarios`);
    const rol = page.getByLabel('Rol');
    await rol.locator('option').nth(1).waitFor({ state: 'attached' });
    await rol.selectOption({ index: 1 });
    await page.getByLabel('Filtrar opciones').fill('paises');
    const paises = page.getByRole('checkbox', { name: /^Países \/generales\/paises/ });
    const antes = await paises.isChecked();
    await paises.setChecked(!antes);
    await page.getByRole('banner').getByRole('link').first().click();
    const question = page.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await question.getByRole('button', { name: 'Quedarme' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Guardado' }).waitFor();
    await page.reload();
    await rol.selectOption({ index: 1 });
    await page.getByLabel('Filtrar opciones').fill('paises');
    await expect(paises.isChecked()).resolves.toBe(!antes);
    // Put back as it was: nothing left to ask about once saved.
    await paises.setChecked(antes);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Guardado' }).waitFor();
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/seguridad'));
  });

  it('switches language and dark mode, and remembers both', async () => {
    await page.goto(`${h.url}/generales/paises`);
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('heading', { name: 'Countries' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(background).not.toBe(light);
    await page.reload();
    await page.getByRole('heading', { name: 'Countries' }).waitFor();
    expect(await background()).not.toBe(light);
    await page.getByRole('button', { name: 'Light mode' }).click();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('heading', { name: 'Países' }).waitFor();
  });

  it('shows the no-access page for a screen the role does not hold', async () => {
    await freshPage();
    await signIn(page, h.url, 'estudiante');
    await page.waitForURL(`${h.url}/`);
    await page.goto(`${h.url}/generales/paises`);
    await page.waitForURL('**/no-access');
    await page.getByRole('heading', { name: 'Sin acceso' }).waitFor();
  });

  it('works at phone width: the menu opens from the top bar', async () => {
    await freshPage({ width: 390, height: 844 });
    await signIn(page, h.url, 'registro');
    await page.waitForURL(`${h.url}/`);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByLabel('Buscar en el menú').fill('idiomas');
    await page.getByRole('link', { name: 'Idiomas' }).click();
    await page.getByRole('heading', { name: 'Idiomas' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('public pages arrive drawn by the server', () => {
  /** Opens a page marking its first heading as the server drew it, before any script runs; collects its errors. */
  async function openMarked(path: string, lang?: string) {
    await freshPage({ width: 390, height: 844 });
    if (lang) await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const errors = await watchDrawing(page);
    await page.goto(`${h.url}${path}`);
    // The app has taken the page over when it is no longer inert.
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
    return errors;
  }

  it('sends sign-in and the admission form drawn, and the app takes them over without drawing them again', async () => {
    for (const [path, text] of [
      ['/login', 'Usuario o correo'],
      ['/solicitud-admision/nueva', 'Complete el formulario'],
    ]) {
      const html = await (await fetch(`${h.url}${path}`)).text();
      expect(html, path).toContain('<div id="root" data-ssr inert>');
      expect(html, path).toContain(text);
      const errors = await openMarked(path);
      // Hydrated, not replaced: the heading is the very element the server sent (a mismatch would
      // make React draw the page afresh, and report it).
      expect(await page.locator('#root h1').getAttribute('data-drawn'), path).toBe('server');
      expect(errors, path).toEqual([]);
    }
    // Usable once taken over: the form's choices arrive and sign-in works.
    await page
      .getByLabel(/^Recinto/)
      .locator('option')
      .nth(1)
      .waitFor({ state: 'attached' });
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
  });

  it('draws the page afresh for a visitor the server did not draw it for (English)', async () => {
    const errors = await openMarked('/login', 'en');
    await page.getByLabel(/User name or e-mail/).waitFor();
    expect(await page.locator('#root h1').getAttribute('data-drawn')).toBeNull();
    expect(errors).toEqual([]);
  });
});
