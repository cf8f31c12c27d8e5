import { mkdirSync, readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { reportes } from '@claustro/domain/reportes/catalogo';
import { signIn, startHarness, type Harness } from './harness.ts';

/*
 * The statistics pages in a real browser, on a phone and on a laptop: each draws its chart from the
 * demo's data on first open (the chart library loaded by these pages alone), with its grid and files.
 * Their screenshots are kept for a person to look at (`$TMPDIR/claustro-reportes/`).
 */

let h: Harness;
const shots = join(tmpdir(), 'claustro-reportes');
const paginas = [
  '/reportes/estadisticos/monitoreo-rendimiento',
  '/reportes/estadisticos/rendimiento-financiero',
  '/reportes/estadisticos/compactacion-secciones',
  '/reportes/estadisticos/historico-activos',
  '/reportes/estadisticos/preguntas-solicitudes',
];
const contexts: Record<number, BrowserContext> = {};

beforeAll(async () => {
  h = await startHarness(3207, { INSTITUTION: 'DEMO', ACCESS_TOKEN_SECONDS: '3600' });
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1366]) {
    contexts[width] = await h.browser.newContext({ viewport: { width, height: 900 } });
    const page = await contexts[width].newPage();
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
    await page.close();
  }
});
afterAll(async () => {
  await h?.stop();
});

describe('the statistics pages', () => {
  for (const width of [390, 1366])
    it.each(paginas)(`%s draws its chart with data at ${width} px`, async (path) => {
      const page = await contexts[width].newPage();
      await page.goto(`${h.url}${path}`);
      const chart = page.locator('[data-chart]');
      await chart.locator('svg').first().waitFor({ state: 'visible', timeout: 30_000 });
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0);
      // Bars, lines or slices: the chart drew shapes, not only its axes.
      await expect.poll(() => chart.locator('svg path, svg rect, svg circle').count(), { timeout: 10_000 }).toBeGreaterThan(3);
      await expect.poll(() => page.getByRole('table').first().locator('tbody tr').count()).toBeGreaterThan(0);
      // Nothing wider than the screen but the grid (which scrolls inside itself).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The chart's entrance animation over (it lasts under a second).
      await page.waitForTimeout(1000);
      await page.screenshot({ path: join(shots, `${path.split('/').pop()}-${width}.png`), fullPage: true });
      await page.close();
    });

  it('loads the chart library only on the pages that draw charts', async () => {
    const page = await contexts[1366].newPage();
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''));
    });
    await page.goto(`${h.url}/reportes/academicos/*`);
    await page.getByRole('heading', { name: 'Reportes académicos' }).waitFor();
    await page.getByRole('link', { name: /Matriculados/ }).waitFor();
    expect(scripts.some((s) => s.includes('MuiBarChart') || s.includes('MuiChartsAxis'))).toBe(false);
    await page.getByRole('link', { name: /Matriculados/ }).click();
    await page.locator('[data-chart] svg').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(scripts.some((s) => s.includes('MuiBarChart') || s.includes('MuiChartsAxis'))).toBe(true);
    await page.close();
  });
});

describe('the report designer (the institution has its key)', () => {
  it('lays a report out on a phone: a column hidden, another moved first; the grid and the spreadsheet follow, and it comes back to the report’s own', async () => {
    const page = await contexts[390].newPage();
    await page.goto(`${h.url}/reportes/seguridad/consulta-usuarios`);
    const headers = () => page.getByRole('columnheader').allInnerTexts();
    await expect.poll(async () => (await headers())[0], { timeout: 10_000 }).toMatch(/^Usuario/);
    await page.getByRole('button', { name: 'Diseño del reporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Columnas del reporte' });
    await dialog.getByRole('checkbox', { name: 'Correo' }).uncheck();
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Subir Rol' }).click();
    await page.screenshot({ path: join(shots, 'columnas-390.png') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await headers()).map((x) => x.trim()).slice(0, 3), { timeout: 10_000 }).toEqual(['Rol', 'Usuario', 'Nombre']);
    expect(await headers()).toHaveLength(reportes.consultaUsuarios.columnas.length - 1);
    expect((await headers()).some((x) => x.startsWith('Correo'))).toBe(false);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Hoja de cálculo' }).click()]);
    const sheet = strFromU8(unzipSync(new Uint8Array(readFileSync((await download.path())!)))['xl/worksheets/sheet1.xml']);
    const firstRow = /<row r="1"[^>]*>(.*?)<\/row>/.exec(sheet)![1];
    // A cell's text: inline (`<t>`) or a string value (`<v>`), as ExcelJS writes it.
    expect([...firstRow.matchAll(/<([tv])(?: [^>]*)?>(.*?)<\/\1>/g)].map((m) => m[2]).slice(0, 3)).toEqual(['Rol', 'Usuario', 'Nombre']);
    expect(firstRow).not.toContain('Correo');

    await page.getByRole('button', { name: 'Diseño del reporte' }).click();
    await dialog.getByRole('button', { name: 'Volver a las del reporte' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await headers())[0], { timeout: 10_000 }).toMatch(/^Usuario/);
    await page.close();
  });
});
