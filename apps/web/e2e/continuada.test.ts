import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(3204);
  const token = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } })).body.token;
  const get = async (path: string) => (await h.api<any[]>(path, { token })).body;
  const categoria = (await h.api<any>('/api/educacion-continuada/categorias-cursos', { method: 'POST', token, body: { caCuNombre: 'Tecnología' } })).body;
  const abierto = (await get('/api/educacion-continuada/estados-cursos')).find((e) => e.estCurNombre === 'Abierto');
  const curso = await h.api<any>('/api/educacion-continuada/cursos', {
    method: 'POST',
    token,
    body: {
      curTitulo: 'Python para análisis de datos',
      categoriaCursoId: categoria.categoriaCursoId,
      estadoCursoID: abierto.estadoCursoId,
      sedeId: (await get('/api/planta-fisica/sedes'))[0].sedeId,
      curMonedaId: (await get('/api/financieros/monedas-pagos')).find((m) => m.moPaCodigo === 'DOP').monedaPagoId,
      curCosto: '18500',
      curMontoIns: '6500',
      curCantCuotas: 2,
      curFechaInicio: '2099-03-01',
      curFechaFinal: '2099-04-30',
      curCupo: 30,
    },
  });
  expect(curso.status, JSON.stringify(curso.body)).toBe(201);
});
afterAll(() => h?.stop());

describe('continuing-education enrolment, on a phone', () => {
  it('a visitor chooses an open course, sends the form, gets a code, and finds the request with it', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await page.goto(`${h.url}/solicitud-inscripcion/nueva`);
    await page.getByRole('heading', { name: 'Python para análisis de datos' }).waitFor();
    await expect(page.getByText('DOP 6,500.00 al inscribirse y el resto en 2 cuotas', { exact: false }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Inscribirme' }).click();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    // Each required field says so under itself, in the server's words; nothing is sent.
    await page.getByText('Nombres es obligatorio.').waitFor();
    await page.getByText('Cédula o pasaporte es obligatorio.').waitFor();
    await expect(page.getByTestId('estado').count()).resolves.toBe(0);
    await page.getByLabel('Nombres').fill('Juana');
    await page.getByLabel('Apellidos').fill('Pérez Almonte');
    await page.getByLabel('Cédula o pasaporte').fill('00199887766');
    // A malformed address is told as she leaves the field.
    await page.getByLabel('Correo electrónico').fill('juana@correo');
    await page.getByLabel('Celular').focus();
    await page
      .getByText(/^Correo electrónico/)
      .and(page.locator('.MuiFormHelperText-root'))
      .waitFor();
    await page.getByLabel('Correo electrónico').fill('juana@correo.do');
    await page.getByLabel('Facebook').check();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByTestId('estado').textContent()).resolves.toBe('Recibida');
    const codigo = /EC-[A-Z0-9]{6}/.exec((await page.getByRole('alert').textContent()) ?? '')![0];

    await page.getByRole('link', { name: 'Consultar mi solicitud de inscripción' }).click();
    await page.getByLabel('Cédula o pasaporte').fill('00199887766');
    await page.getByLabel('Código de la solicitud').fill('EC-XXXXXX');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Código de la solicitud').fill(codigo);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('estado').textContent()).resolves.toBe('Recibida');
    await expect(page.getByText('Python para análisis de datos', { exact: false }).first().isVisible()).resolves.toBe(true);
  });
});
