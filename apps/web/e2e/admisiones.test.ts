import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSmtpSink } from '../../server/src/test/smtp-sink.ts';
import { cedulaFor } from '../../server/src/seed/scale-nombres.ts';
import { choose, signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let adminToken = '';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  h = await startHarness(3193);
  sink = await startSmtpSink();
  adminToken = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } })).body.token;
  const call = (path: string, body: unknown, method = 'POST') => h.api<any>(path, { method, token: adminToken, body });
  // Real SMTP (a local sink), a career with a plan in force, a period taking applications.
  await call('/api/planta-fisica/configuracion-correo-smtp', { host: '127.0.0.1', puerto: sink.port, remitente: 'admisiones@demo.do' }, 'PUT');
  const escuelas = (await h.api<any[]>('/api/academicos/escuelas', { token: adminToken })).body;
  const tipos = (await h.api<any[]>('/api/academicos/tipos-carreras', { token: adminToken })).body;
  const career = await call('/api/academicos/carreras', {
    carrDescripcion: 'Psicología Clínica',
    carrAlias: 'PSIC',
    escuelaId: escuelas[0].escuelaId,
    tipoCarreraId: tipos[0].tipoCarreraId,
    sedes: [1],
  });
  await call('/api/academicos/planes-estudios', { plEnDescripcion: 'Plan PSIC 2026', carreraId: career.body.carreraId, plEnVersion: 1, plEnVigente: true });
  await call('/api/academicos/periodos-academicos', {
    peAcAlias: '2027-1',
    peAcDescripcion: 'Enero–Abril 2027',
    peAcAno: 2027,
    peAcCuatrimestre: 1,
    peAcFechaInicio: '2027-01-10',
    peAcFechaFin: '2027-04-30',
    peAcPeriodo_Inscripcion: true,
  });
});
afterAll(async () => {
  await sink?.close();
  await h?.stop();
});

async function pick(page: Page, label: RegExp, option: string) {
  await choose(page.getByLabel(label), option);
}

/** The text of the last e-mail that reached the sink for an address. */
async function lastMailTo(address: string, match: RegExp) {
  await expect.poll(() => sink.messages.filter((m) => m.to.includes(address)).some((m) => match.test(m.raw)), { timeout: 10_000 }).toBe(true);
  return sink.messages
    .filter((m) => m.to.includes(address) && match.test(m.raw))
    .at(-1)!
    .raw.replace(/=\r?\n/g, '');
}

describe('admissions, from the public form to a student signing in', () => {
  const cedula = cedulaFor(777_001);
  const email = 'aspirante.e2e@correo.do';
  let codigo = '';

  it('an applicant files the form with documents and gets a code on screen and by e-mail', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await page.goto(`${h.url}/solicitud-admision/nueva`);
    await page.getByRole('heading', { name: 'Solicitud de admisión' }).waitFor();
    await pick(page, /^Período de ingreso/, 'Enero–Abril 2027');
    await pick(page, /^Recinto/, 'Recinto Santo Domingo');
    await pick(page, /^Carrera/, 'Psicología Clínica');
    await pick(page, /^Admitido como/, 'Nuevo ingreso');
    await page.getByLabel(/^Nombres/).fill('Altagracia');
    await page.getByLabel(/^Apellidos/).fill('Tavárez Ureña');
    await page.getByLabel(/^Cédula/).fill(`${cedula.slice(0, 3)}-${cedula.slice(3)}`);
    expect(await page.getByLabel(/^Cédula/).inputValue()).toBe(cedula); // hyphens never reach the field
    await page.getByLabel(/^Alergias/).fill('Penicilina.Mariscos');
    await page.getByLabel(/^Correo/).fill(email);
    // Every document the admission type asks for, as PDFs.
    const inputs = page.locator('input[type=file]');
    await expect.poll(() => inputs.count()).toBe(6);
    for (let i = 0; i < 6; i++) await inputs.nth(i).setInputFiles({ name: `doc${i}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    codigo = (await page.getByTestId('codigo').textContent())!.trim();
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
    expect(await lastMailTo(email, new RegExp(codigo))).toContain(codigo);
  });

  it('the applicant finds the request with identification and code', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await page.goto(`${h.url}/solicitud-admision`);
    await page.getByLabel('Documento de identidad').fill(cedula);
    await page.getByLabel('Código').fill('WRONG123');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No encontramos una solicitud con ese documento y ese código.').waitFor();
    await page.getByLabel('Código').fill(codigo);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByTestId('estado').getByText('Solicitada').waitFor();
    expect(await page.getByText('En revisión').count()).toBe(6);
  });

  it('staff accept the documents and validate it, the committee approves, and admission makes a student who signs in', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await signIn(page, h.url, 'admisiones');
    await page.waitForURL(`${h.url}/`);
    await page.goto(`${h.url}/academicos/solicitud-admision`);
    await page.getByRole('cell', { name: 'Tavárez Ureña, Altagracia' }).click();
    const dialog = page.getByRole('dialog');
    // Where the request stands, on the same screen: six documents to review, nothing decided yet.
    const checklist = dialog.getByRole('region', { name: 'Lista de verificación' });
    await checklist.getByText('Documentos obligatorios — Pendiente').waitFor();
    await checklist.getByText('0 de 6 aceptados · 6 por revisar').waitFor();
    await checklist.getByText('Decisión del comité — Pendiente').waitFor();
    // She brought a clearer birth certificate to the office: staff attach it in her place, and it waits for review.
    await dialog.getByLabel('Adjuntar: Acta de nacimiento').setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText('Documento adjuntado: queda por revisar.').waitFor();
    // A rejection says why: without a reason it stops at the field, in the contract's words.
    await dialog.getByRole('button', { name: 'Rechazar: Acta de nacimiento' }).click();
    await dialog.getByText('Indique por qué se rechaza.').waitFor();
    for (const name of [
      'Acta de nacimiento',
      'Certificado de bachiller',
      'Certificado médico',
      'Copia de la cédula',
      'Fotografía 2x2',
      'Récord de notas del bachillerato',
    ]) {
      await dialog.getByRole('button', { name: `Aceptar: ${name}` }).click();
      await expect.poll(() => dialog.getByRole('button', { name: `Aceptar: ${name}` }).isDisabled()).toBe(true);
    }
    await checklist.getByText('6 de 6 aceptados').waitFor();
    await checklist.getByText('Documentos obligatorios — Hecho').waitFor();
    await choose(dialog.getByLabel('Nuevo estado'), 'Validada');
    await dialog.getByRole('button', { name: 'Aplicar cambio' }).click();
    await dialog.getByText('Validada', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto(`${h.url}/academicos/comite-admisiones`);
    await page.getByRole('cell', { name: 'Tavárez Ureña, Altagracia' }).click();
    await page.getByRole('dialog').getByLabel('Notas del comité').fill('Entrevista satisfactoria');
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await page.getByRole('dialog').getByText('Aprobada por el comité', { exact: true }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    await page.goto(`${h.url}/academicos/solicitud-admision`);
    await page.getByRole('cell', { name: 'Tavárez Ureña, Altagracia' }).click();
    // The committee's decision and its notes, read where the admission is made.
    const staffChecklist = page.getByRole('dialog').getByRole('region', { name: 'Lista de verificación' });
    await staffChecklist.getByText('Decisión del comité — Hecho').waitFor();
    await staffChecklist.getByText(/^Aprobada por el comité · Decidido el \d\d\/\d\d\/\d{4} · Entrevista satisfactoria$/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Admitir como estudiante' }).click();
    await page.getByRole('dialog').getByText('Admitido: se creó el estudiante y su cuenta.').waitFor();
    await staffChecklist.getByText('Admisión como estudiante — Hecho').waitFor();
    const matricula = (await page
      .getByRole('dialog')
      .getByText(/^Matrícula /)
      .first()
      .textContent())!
      .replace('Matrícula ', '')
      .trim();

    // The new student signs in with what the e-mail says and must choose a password first.
    const welcome = await lastMailTo(email, /contrase/);
    // The mail is quoted-printable: "contraseña" arrives encoded, the password (letters and digits) as is.
    const clave = /contrase\S* (\S+);/.exec(welcome)![1];
    // A data-update campaign is running: after choosing a password, the student confirms their data first.
    const fresh = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } })).body.token; // access tokens live 4 s here
    expect((await h.api('/api/academicos/procesamiento-datos-estudiantes', { method: 'PUT', token: fresh, body: { desde: '2026-01-01' } })).status).toBe(200);
    const student = await (await h.browser.newContext()).newPage();
    await signIn(student, h.url, matricula.toLowerCase(), clave);
    await student.waitForURL('**/seguridad/cambiar-clave');
    await student.getByLabel(/^Contraseña actual/).fill(clave);
    await student.getByLabel(/^Nueva contraseña/).fill('MiClave2027');
    await student.getByLabel(/^Confirmar contraseña/).fill('MiClave2027');
    await student.getByRole('button', { name: 'Guardar' }).click();
    await student.waitForURL('**/academicos/estudiantes-datos-personales');
    await student.getByText('Antes de continuar, confirme o corrija sus datos personales.').waitFor();
    await student.getByRole('button', { name: 'Agregar' }).first().click();
    await student.getByLabel(/^Teléfono$/).fill('829-555-7070');
    await student.getByLabel(/^En caso de emergencia llamar a/).fill('Mercedes Ureña');
    await student.getByLabel(/^Teléfono de emergencia/).fill('809-555-8080');
    await student.getByRole('button', { name: 'Confirmar mis datos' }).click();
    await student.waitForURL(`${h.url}/`);
    await student.getByText(`Mis carreras · Matrícula ${matricula}`).waitFor();

    // Her own record, from the menu: the request she came from and the data she confirmed; read-only, no audit trail.
    await student.getByRole('button', { name: 'Autoservicio: estudiante' }).click();
    await student.getByRole('link', { name: 'Mi ficha' }).click();
    await student.getByRole('heading', { level: 1, name: 'Altagracia Tavárez Ureña' }).waitFor();
    await student.locator('#solicitud').getByText(codigo).waitFor();
    await student.locator('#identidad').getByText('Mercedes Ureña').waitFor();
    await student.locator('#carreras').getByText('Psicología Clínica').waitFor();
    expect(await student.getByRole('heading', { name: 'Auditoría del expediente' }).count()).toBe(0);
    expect(await student.getByRole('button', { name: 'Editar datos' }).count()).toBe(0);
  });
});

describe('the other public pages', () => {
  it('take a suggestion without an account, and answer a graduate check', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await page.goto(`${h.url}/sugerencias`);
    await page.getByLabel(/^Su comentario/).fill('Más bancos en el patio, por favor.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Gracias. Recibimos su comentario.').waitFor();
    await page.goto(`${h.url}/consulta/estudiante-egresado`);
    await page.getByLabel(/^Cédula, pasaporte o matrícula/).fill('00100000001');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No encontramos un egresado con ese documento.').waitFor();
  });
});

describe('on a phone', () => {
  it('shows the public form and the staff list without sideways scrolling', async () => {
    const phone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const fits = () => phone.evaluate(() => document.documentElement.scrollWidth <= 391);
    await phone.goto(`${h.url}/solicitud-admision/nueva`);
    await phone.getByRole('button', { name: 'Enviar solicitud' }).waitFor();
    expect(await fits()).toBe(true);
    await signIn(phone, h.url, 'admisiones');
    await phone.waitForURL(`${h.url}/`);
    await phone.goto(`${h.url}/academicos/solicitud-admision`);
    await phone.getByRole('heading', { name: 'Solicitudes de admisión' }).waitFor();
    expect(await fits()).toBe(true);
  });

  it('shows every screen this work added without sideways scrolling', async () => {
    const phone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const overflowing: string[] = [];
    for (const path of ['/solicitud-admision', '/sugerencias', '/consulta/estudiante-egresado']) {
      await phone.goto(`${h.url}${path}`);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      if (!(await phone.evaluate(() => document.documentElement.scrollWidth <= 391))) overflowing.push(path);
    }
    await signIn(phone, h.url, 'admin');
    await phone.waitForURL(`${h.url}/`);
    for (const path of [
      '/academicos/mensajeria',
      '/academicos/comite-admisiones',
      '/academicos/pruebas-admision',
      '/investigacion/reporte-proyecto-investigacion',
      '/generales/buzon-sugerencias',
      '/planta-fisica/actividades',
      '/academicos/estudiante-cambio-condicion-academica',
      '/academicos/estudiantes',
      '/academicos/profesores',
      '/academicos/procesamiento-datos-estudiantes',
    ]) {
      await phone.goto(`${h.url}${path}`);
      await phone.getByRole('heading', { level: 1 }).first().waitFor();
      await phone.waitForTimeout(300);
      if (!(await phone.evaluate(() => document.documentElement.scrollWidth <= 391))) overflowing.push(path);
    }
    expect(overflowing).toEqual([]);
    // The check itself can fail: a page made wider than the phone is caught.
    await phone.evaluate(() => {
      document.body.appendChild(Object.assign(document.createElement('div'), { style: 'width: 900px; height: 1px' }));
    });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 391)).toBe(false);
  });
});
