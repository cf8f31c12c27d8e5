import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, signIn, startHarness, type Harness } from './harness.ts';

/*
 * Campus life on a phone, on the demo university. The infirmary: the nurse records a visit of the demo
 * student who is given a medicine, sees it first in the list and the stock come down; giving more than
 * is left is refused in the dialog with what is left; the administrator does not open clinical records.
 * Teacher evaluation: the demo student's registration is held until they evaluate their professors;
 * they follow the hold's link, evaluate each one, and the hold is gone.
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

describe('teacher evaluation, on a phone', () => {
  it('a student sees the evaluation hold, evaluates each professor, and the hold is gone', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(page, h.url, 'estudiante');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${h.url}/seleccion/seleccion-asignaturas`);
    const hold = page.getByRole('alert').filter({ hasText: /evaluaciones docentes pendientes/ });
    await hold.waitFor();
    await hold.getByRole('link', { name: 'Evalúe a sus profesores en Evaluación docente.' }).click();
    await page.getByRole('heading', { name: 'Evaluación docente', level: 1 }).waitFor();
    const evaluar = page.getByRole('button', { name: 'Evaluar' });
    await evaluar.first().waitFor();
    const pendientes = await evaluar.count();
    expect(pendientes).toBeGreaterThan(1);
    for (let k = 0; k < pendientes; k++) {
      await evaluar.first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('group').first().waitFor();
      // Sent with a question unanswered: that question says so, nothing is sent.
      if (k === 0) {
        await dialog.getByRole('button', { name: 'Enviar evaluación' }).click();
        await dialog.getByText('Responda esta pregunta.').first().waitFor();
      }
      const preguntas = dialog.getByRole('radiogroup');
      for (let i = 0; i < (await preguntas.count()); i++)
        await preguntas
          .nth(i)
          .getByLabel(String(3 + ((i + k) % 3)))
          .check();
      if (k === 0) await dialog.getByLabel('Comentario (opcional)').fill('Explica con paciencia.');
      await dialog.getByRole('button', { name: 'Enviar evaluación' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Evaluó a todos sus profesores. ¡Gracias!').waitFor();
    await page.goto(`${h.url}/seleccion/seleccion-asignaturas`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(/evaluaciones docentes pendientes/).count()).toBe(0);
  });
});
