import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, signIn, startHarness, type Harness } from './harness.ts';

/*
 * The infirmary on a phone, on the demo university: the nurse records a visit of the demo student who
 * is given a medicine, sees it first in the list and the stock come down; giving more than is left is
 * refused in the dialog with what is left; the administrator does not open clinical records.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness(3206, { INSTITUTION: 'DEMO', ACCESS_TOKEN_SECONDS: '3600' });
}, 240_000);
afterAll(() => h?.stop());

describe('the infirmary, on a phone', () => {
  it('a nurse records a visit with a medicine; the stock follows; more than is left is refused', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(page, h.url, 'enfermeria');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${h.url}/enfermeria/expediente`);
    await page.getByRole('heading', { name: 'Expedientes de enfermería' }).waitFor();

    const visita = async (cantidad: string) => {
      await page.getByRole('button', { name: 'Nueva visita' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Estudiante/).fill('Elena Marte');
      await page.getByRole('option', { name: /2025-1115 · Elena Estudiante Marte/ }).click();
      await dialog.getByLabel(/^Síntomas/).fill('Dolor lumbar tras educación física.');
      await dialog.getByLabel('Medicamento').fill('Diclofenaco');
      await page.getByRole('option', { name: /Diclofenaco 50 mg \(tableta\) · \d+ en existencia/ }).click();
      await dialog.getByLabel('Cantidad').fill(cantidad);
      await choose(dialog.getByLabel(/^Enfermera/), 'Nereida Enfermera Santos');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      return dialog;
    };
    const primera = await visita('2');
    await primera.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Elena Estudiante Marte.*Dolor lumbar.*Diclofenaco 50 mg \(tableta\) × 2/ }).waitFor();

    // Three were on the shelf: one is left, and two more are refused with what is left.
    const segunda = await visita('2');
    await segunda.getByText('Quedan 1 unidades de Diclofenaco 50 mg (tableta): no alcanzan para 2.').waitFor();
    await segunda.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto(`${h.url}/enfermeria/medicamentos`);
    await page.getByRole('row', { name: /Diclofenaco 50 mg \(tableta\).*Antiinflamatorio.*\b1\b/ }).waitFor();
    // The count under the list is the catalogue's, drawn by the server or not.
    await page.getByText('1–7 de 7').waitFor();
  });

  it('the administrator does not open clinical records (they are the nursing staff’s)', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(page, h.url, 'admin');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${h.url}/enfermeria/expediente`);
    await page.getByRole('heading', { name: 'Sin acceso' }).waitFor();
    expect(await page.getByText('Dolor lumbar').count()).toBe(0);
  });
});
