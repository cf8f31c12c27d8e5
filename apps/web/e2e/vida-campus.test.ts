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

describe('donations, special services and diplomas', () => {
  const telefono = async () => (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();

  it('a donor gives by card on a phone: the checkout takes the card and the gift comes back received; finance sees it', async () => {
    const page = await telefono();
    await page.goto(`${h.url}/donaciones/donaciones`);
    await page.getByLabel(/^Monto/).fill('2,750');
    await choose(page.getByLabel('Destino'), 'Biblioteca');
    await page.getByLabel(/^Nombre o empresa/).fill('Donante del Navegador');
    await page.getByLabel(/^Correo/).fill('donante.e2e@example.org');
    await page.getByRole('button', { name: 'Continuar al pago con tarjeta' }).click();
    await page.waitForURL(/pasarela-prueba/);
    await page.getByRole('button', { name: /^Pagar DOP 2,750\.00/ }).click();
    await page.waitForURL(/donaciones\/donaciones\?codigo=/);
    await page.getByText('Gracias: recibimos su donación de DOP 2,750.00 para biblioteca.').waitFor();

    const admin = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(admin, h.url, 'admin');
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    await admin.goto(`${h.url}/donaciones/reporte-donaciones`);
    await admin.getByRole('row', { name: /Donante del Navegador.*Recibida.*Biblioteca.*DOP 2,750\.00/ }).waitFor();
  });

  it('a request for a special service on a phone is moved by the office, and its requester reads the note', async () => {
    const page = await telefono();
    await page.goto(`${h.url}/solicitud-servicios-especiales`);
    await choose(page.getByLabel('Servicio'), 'Análisis de laboratorio');
    await page.getByLabel(/^¿Qué necesita\?/).fill('Análisis de 5 muestras de suelo para un proyecto de finca.');
    await page.getByLabel(/^Nombre/).fill('Solicitante del Navegador');
    await page
      .getByLabel(/^Correo/)
      .first()
      .fill('servicio.e2e@example.org');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const recibida = page.getByText(/Recibimos su solicitud\. Su código es ([0-9A-Z-]{14})/);
    await recibida.waitFor();
    const codigo = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(await recibida.innerText())![1]!;

    const admin = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(admin, h.url, 'admin');
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    await admin.goto(`${h.url}/solicitud-servicios-especiales/admin`);
    await admin.getByRole('row', { name: new RegExp(`Solicitante del Navegador.*${codigo}`) }).click();
    const dialog = admin.getByRole('dialog');
    await choose(dialog.getByLabel('Cambiar estado'), 'Aprobada');
    await dialog.getByLabel('Nota para el solicitante').fill('Traiga las muestras el martes al laboratorio de Química.');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await dialog.getByText('Estado cambiado; se avisó al solicitante.').waitFor();

    await page.goto(`${h.url}/solicitud-servicios-especiales?codigo=${codigo}`);
    await page.getByLabel(/^Correo/).fill('servicio.e2e@example.org');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText('Traiga las muestras el martes al laboratorio de Química.').waitFor();
  });

  it('the registrar’s office issues a diploma to a guest, prints it, and annuls it with the reason', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(page, h.url, 'admin');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${h.url}/diploma/tipo-diploma`);
    await page.getByRole('button', { name: 'Emitir diplomas' }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog.getByLabel(/^Tipo de diploma/), 'Participación');
    await dialog.getByLabel(/^Fecha/).fill('20/11/2026');
    await dialog.getByLabel('Motivo').fill('el Congreso de Investigación 2026');
    await dialog.getByLabel(/^Otras personas/).fill('Dra. Invitada del Navegador');
    const pdf = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Emitir diplomas' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pdf;
    await page.getByRole('row', { name: /Dra\. Invitada del Navegador.*Participación.*Vigente/ }).click();
    const detalle = page.getByRole('dialog');
    await detalle.getByRole('button', { name: 'Anular diploma' }).click();
    const motivo = page.getByRole('dialog', { name: 'Anular diploma' });
    await motivo.getByLabel(/^Motivo/).fill('Se emitió con el nombre incompleto.');
    await motivo.getByRole('button', { name: 'Anular diploma' }).click();
    await page.getByText('Diploma anulado.').waitFor();
  });
});
