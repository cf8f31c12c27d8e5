import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, signIn, startHarness, type Harness } from './harness.ts';

/*
 * A continuing-education participant's whole journey on a phone, on the demo university: a one-day
 * workshop today; the visitor applies and looks the request up; the coordinator accepts it; the
 * cashier collects it as a payment over the participant's balance; the coordinator takes the
 * workshop's attendance and issues the certificate; the participant finds its code with the request
 * and the public check says it stands. Then the coordinator's other screens show the demo's season.
 */

let h: Harness;
const titulo = 'Taller de Excel avanzado';
const cedula = '40255566677';
/** Today where the institution is (the server's "today"). */
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date());

beforeAll(async () => {
  h = await startHarness(3208, { INSTITUTION: 'DEMO', ACCESS_TOKEN_SECONDS: '3600' });
  const token = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'continuada', clave: 'Demo2026' } })).body.token;
  const get = async (path: string) => (await h.api<any[]>(path, { token })).body;
  const curso = await h.api<any>('/api/educacion-continuada/cursos', {
    method: 'POST',
    token,
    body: {
      curTitulo: titulo,
      categoriaCursoId: (await get('/api/educacion-continuada/categorias-cursos'))[0].categoriaCursoId,
      estadoCursoID: (await get('/api/educacion-continuada/estados-cursos')).find((e) => e.estCurNombre === 'Abierto').estadoCursoId,
      sedeId: (await get('/api/planta-fisica/sedes'))[0].sedeId,
      curMonedaId: (await get('/api/financieros/monedas-pagos')).find((m) => m.moPaCodigo === 'DOP').monedaPagoId,
      curCosto: '2500',
      curMontoIns: '2500',
      curCantCuotas: 0,
      curCantidadHoras: 8,
      curFechaInicio: hoy,
      curFechaFinal: hoy,
      curCupo: 15,
      servicioContableID: (await get('/api/financieros/servicios-contables'))[0].servicioContableId,
    },
  });
  expect(curso.status, JSON.stringify(curso.body)).toBe(201);
}, 300_000);
afterAll(() => h?.stop());

const telefono = async () => (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
const entrar = async (page: Page, usuario: string) => {
  await signIn(page, h.url, usuario);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
};

describe('a participant’s journey, on a phone', () => {
  it('applies, is accepted, pays at the register, attends, gets a certificate that checks', async () => {
    // The visitor applies and finds the request with its code.
    const visitante = await telefono();
    await visitante.goto(`${h.url}/solicitud-inscripcion/nueva`);
    await visitante.getByRole('heading', { name: titulo }).waitFor();
    await visitante.getByRole('heading', { name: titulo }).locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: 'Inscribirme' }).click();
    await visitante.getByLabel('Nombres').fill('Julissa');
    await visitante.getByLabel('Apellidos').fill('Ventura Cabral');
    await visitante.getByLabel('Cédula o pasaporte').fill(cedula);
    await visitante.getByLabel('Correo electrónico').fill('jventura@correo.do');
    await visitante.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(visitante.getByTestId('estado').textContent()).resolves.toBe('Recibida');
    const codigo = /EC-[A-Z0-9]{6}/.exec((await visitante.getByRole('alert').first().textContent()) ?? '')![0];

    // The coordinator accepts it.
    const coordinadora = await telefono();
    await entrar(coordinadora, 'continuada');
    await coordinadora.goto(`${h.url}/educacion-continuada/procesar-solicitud`);
    await coordinadora.getByRole('row').filter({ hasText: 'Julissa Ventura Cabral' }).click();
    await choose(coordinadora.getByLabel(/^Nuevo estado/), 'Aceptada');
    await coordinadora.getByRole('button', { name: 'Procesar' }).click();
    await coordinadora.getByRole('row').filter({ hasText: 'Julissa Ventura Cabral' }).waitFor({ state: 'detached' });

    // The cashier opens the register and collects the enrolment as a payment over the participant's balance.
    const cajera = await telefono();
    await entrar(cajera, 'caja');
    await cajera.goto(`${h.url}/financieros/cajas-aperturas`);
    const abrir = cajera.getByRole('button', { name: 'Abrir caja' });
    if (await abrir.isVisible()) {
      await cajera.getByLabel('Fondo inicial en Peso dominicano').fill('1000');
      await abrir.click();
    }
    await cajera.getByText(/^Abierta desde/).waitFor();
    await cajera.goto(`${h.url}/financiero/educacion-continuada/pagar-matriculacion`);
    await cajera.getByLabel('Código de la solicitud (EC-…) o cédula').fill(codigo);
    await cajera.getByRole('button', { name: 'Buscar' }).click();
    await cajera.getByRole('heading', { name: 'Julissa Ventura Cabral' }).waitFor();
    await cajera.getByRole('link', { name: 'Cobrar en caja' }).click();
    await cajera.waitForURL((u) => u.pathname === '/financieros/cobros-servicios');
    await cajera.getByLabel('Abono al balance').fill('2500');
    await choose(cajera.getByRole('combobox', { name: 'Forma de pago' }).first(), 'Efectivo');
    await cajera.getByRole('button', { name: 'Poner aquí lo que falta (forma de pago 1)' }).click();
    await cajera.getByRole('button', { name: /^Cobrar DOP 2,500\.00/ }).click();
    await cajera.getByRole('dialog', { name: /^Recibo REC-\d{8} emitido$/ }).waitFor();

    // The coordinator takes the workshop's attendance and issues the certificate.
    await coordinadora.goto(`${h.url}/educacion-continuada/estudiantes`);
    await choose(coordinadora.getByLabel('Curso'), titulo);
    await coordinadora.getByRole('row').filter({ hasText: 'Julissa Ventura Cabral' }).waitFor();
    await coordinadora.getByRole('button', { name: 'Tomar asistencia' }).click();
    const asistencia = coordinadora.getByRole('dialog');
    await asistencia.getByRole('checkbox', { name: /Ventura Cabral, Julissa/ }).waitFor();
    expect(await asistencia.getByRole('checkbox', { name: /Ventura Cabral, Julissa/ }).isChecked()).toBe(true);
    await asistencia.getByRole('button', { name: 'Guardar' }).click();
    await asistencia.getByText('Asistencia guardada.').waitFor();
    await asistencia.getByRole('button', { name: 'Cancelar' }).click();
    await coordinadora.getByRole('row').filter({ hasText: 'Julissa Ventura Cabral' }).getByText('Listo para emitir').waitFor();

    await coordinadora.goto(`${h.url}/educacion-continuada/diplomas`);
    await choose(coordinadora.getByLabel(/^Curso/), titulo);
    const emitir = coordinadora.getByRole('button', { name: 'Emitir a los listos (1)' });
    await emitir.waitFor();
    const [pdf] = await Promise.all([coordinadora.waitForEvent('popup'), emitir.click()]);
    await pdf.waitForLoadState();
    await coordinadora.getByText('Certificados emitidos: 1.').waitFor();
    const fila = coordinadora.getByRole('row').filter({ hasText: 'Julissa Ventura Cabral' });
    await fila.getByText('Emitido').waitFor();

    // The participant finds the certificate's code with the request, and the public check says it stands.
    await visitante.goto(`${h.url}/solicitud-inscripcion`);
    await visitante.getByLabel('Cédula o pasaporte').fill(cedula);
    await visitante.getByLabel('Código de la solicitud').fill(codigo);
    await visitante.getByRole('button', { name: 'Buscar' }).click();
    const aviso = visitante.getByRole('alert').filter({ hasText: 'Su certificado fue emitido' });
    await aviso.waitFor();
    await aviso.getByRole('link', { name: 'Verificarlo' }).click();
    await visitante.waitForURL((u) => u.pathname === '/validacion-titulo');
    await visitante.getByRole('button', { name: 'Verificar' }).click();
    await visitante.getByTestId('documento-valido').getByText('Julissa Ventura Cabral').waitFor();
    await visitante.getByTestId('documento-valido').getByText(titulo).waitFor();
  });
});

describe("the coordinator's season", () => {
  it('shows budgets against what happened, withdrawals, endorsements and the sales report; and nothing outside continuing education', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await entrar(page, 'continuada');
    await page.goto(`${h.url}/educacion-continuada/presupuestos`);
    await page.getByRole('table', { name: 'Resumen' }).getByText('Resultado').waitFor();
    await page.goto(`${h.url}/educacion-continuada/retirar-solicitud`);
    await page.getByRole('row').filter({ hasText: 'María Fernanda Guzmán Tavárez' }).waitFor();
    await page.goto(`${h.url}/educacion-continuada/avalAcademico`);
    await page
      .getByRole('row')
      .filter({ hasText: /AVAL-\d{4}-0001/ })
      .waitFor();
    await page.goto(`${h.url}/educacion-continuada/ReporteVentas`);
    await page.getByRole('heading', { name: 'Reporte de ventas' }).waitFor();
    await page.goto(`${h.url}/academicos/estudiantes`);
    await page.getByRole('heading', { name: 'Sin acceso' }).waitFor();
  });
});
