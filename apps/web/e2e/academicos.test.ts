import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { choose, signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness(3192);
  page = await (await h.browser.newContext()).newPage();
  await signIn(page, h.url, 'registro');
  await page.waitForURL(`${h.url}/`);
});
afterAll(async () => {
  await h?.stop();
});

async function pick(label: RegExp | string, option: string) {
  await choose(page.getByRole('dialog').getByLabel(label), option);
}

describe('academic set-up in the browser', () => {
  it('creates a career offered in two campuses', async () => {
    await page.goto(`${h.url}/academicos/carreras`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(/^Nombre/)
      .first()
      .fill('Ingeniería en Software');
    await dialog.getByLabel(/^Alias/).fill('isw');
    await pick(/^Escuela/, 'Escuela de Informática');
    await pick(/^Tipo de carrera/, 'Grado');
    await dialog.getByLabel('Recintos donde se ofrece').click();
    await page.getByRole('option', { name: 'Recinto Santo Domingo' }).click();
    await page.getByRole('option', { name: 'Recinto Santiago' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const { body } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    const careers = await h.api<any[]>('/api/academicos/carreras?value=ISW', { token: body.token });
    expect(careers.body[0]).toMatchObject({ carrAlias: 'ISW', sedes: [{ sedeId: 1 }, { sedeId: 2 }] });
  });

  it('gives the career a study plan with subjects by term and a prerequisite', async () => {
    await page.goto(`${h.url}/academicos/planes-estudios`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Descripción/).fill('Plan ISW 2026');
    await pick(/^Carrera/, 'Ingeniería en Software');
    await dialog.getByLabel(/^Versión/).fill('1');
    // A new plan starts with one blank subject row.
    await dialog
      .getByLabel(/^Término/)
      .first()
      .fill('1');
    await choose(dialog.getByLabel(/^Asignatura/).first(), 'Introducción a la programación');
    await dialog.getByRole('button', { name: 'Agregar' }).first().click();
    await dialog
      .getByLabel(/^Término/)
      .nth(1)
      .fill('2');
    await choose(dialog.getByLabel(/^Asignatura/).nth(1), 'Programación orientada a objetos');
    await dialog.getByRole('button', { name: 'Agregar' }).nth(1).click();
    await choose(dialog.getByLabel(/^Asignatura/).nth(2), 'Programación orientada a objetos');
    await choose(dialog.getByLabel(/^Requiere/), 'Introducción a la programación');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const { body } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    const [saved] = (await h.api<any[]>('/api/academicos/planes-estudios?value=ISW', { token: body.token })).body;
    expect(saved.planesEstudiosDetalles.map((d: { plDeCuatrimestre: number; plDeCreditos: number }) => [d.plDeCuatrimestre, d.plDeCreditos])).toEqual([
      [1, 4],
      [2, 4],
    ]);
    expect(saved.planesEstudiosPrerrequisitos).toHaveLength(1);
  });

  it('reads the plan by term with its totals, lights up a prerequisite chain, prints it and edits it', async () => {
    await page.getByRole('link', { name: 'Ver: Plan ISW 2026' }).click();
    await page.waitForURL(/\/academicos\/planes-estudios\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Plan ISW 2026' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Cuatrimestre 1' }).waitFor();
    await page.getByText('1 asignaturas · 4 créditos').first().waitFor();
    // Pointing at the second course lights the first as what it needs.
    const oop = page.getByRole('button', { name: /Programación orientada a objetos/ });
    await oop.hover();
    const intro = page.getByRole('button', { name: /Introducción a la programación/ });
    await expect.poll(() => intro.getAttribute('data-role')).toBe('antes');
    await intro.hover();
    await expect.poll(() => oop.getAttribute('data-role')).toBe('despues');
    // The printable plan, as the server draws it.
    const planId = page.url().split('/').pop();
    const { body } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    const pdf = await fetch(`${h.url}/api/academicos/planes-estudios/${planId}/pdf`, { headers: { authorization: `Bearer ${body.token}` } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    // Editing stays available from the read view.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel(/^Descripción/).inputValue()).toBe('Plan ISW 2026');
    await dialog.getByLabel(/^Descripción/).fill('Plan ISW 2026 (revisado)');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Plan ISW 2026 (revisado)' }).waitFor();
    // And it fits a phone.
    const phone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await signIn(phone, h.url, 'registro');
    await phone.waitForURL(`${h.url}/`);
    await phone.goto(page.url());
    await phone.getByRole('heading', { level: 1, name: 'Plan ISW 2026 (revisado)' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 391)).toBe(true);
    await phone.context().close();
  });

  it('keeps a process calendar inside the period, saying so on the row', async () => {
    await page.goto(`${h.url}/academicos/periodos-academicos`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Alias/).fill('2027-1');
    await dialog.getByLabel(/^Descripción/).fill('Enero–Abril 2027');
    await dialog.getByLabel(/^Año/).fill('2027');
    await dialog.getByLabel(/^Término/).fill('1');
    // Dates are typed as people here write them (dd/mm/aaaa), whatever the browser's locale; the slashes come by themselves.
    await dialog.getByLabel(/^Inicio/).pressSequentially('10012027');
    expect(await dialog.getByLabel(/^Inicio/).inputValue()).toBe('10/01/2027');
    await dialog.getByLabel(/^Fin/).fill('30/04/2027');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await pick(/^Proceso/, 'Solicitud de admisión');
    await dialog.getByLabel(/^Desde/).fill('01/12/2026');
    await dialog.getByLabel(/^Hasta/).fill('20/01/2027');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El proceso debe quedar dentro del período.').waitFor();
    await dialog.getByLabel(/^Desde/).fill('10/01/2027');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '2027-1' }) });
    await row.waitFor();
    // The year as a year, the start as dd/mm/aaaa.
    await row.getByRole('cell', { name: '2027', exact: true }).waitFor();
    await row.getByRole('cell', { name: '10/01/2027' }).waitFor();
  });
});

describe('students in the browser', () => {
  it('asks for the menu and the list’s first page once each, started by the page while its script downloads', async () => {
    const asked: string[] = [];
    const note = (r: { url(): string }) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    };
    // A fresh session (the harness's access tokens last 4 s), as after signing in.
    const { body: tokens } = await h.api<{ token: string; refreshToken: string }>('/api/login', {
      method: 'POST',
      body: { username: 'registro', clave: 'Demo2026' },
    });
    await page.evaluate((t) => {
      localStorage.setItem('token', t.token);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    // Without the page cookie (a link from another site, a browser from before it): the page is not
    // drawn for the user, and its GETs start early (the drawn page is the next test's).
    await page.context().clearCookies({ name: 'claustro_pagina' });
    page.on('request', note);
    await page.goto(`${h.url}/academicos/estudiantes`);
    await page.locator('table[aria-busy="false"]').waitFor();
    page.off('request', note);
    const list = '/api/academicos/estudiantes?pageSize=25&page=1';
    const menu = '/api/seguridad/usuarios/opciones-aplicacion';
    expect(asked.filter((u) => u === list)).toHaveLength(1);
    expect(asked.filter((u) => u === menu)).toHaveLength(1);
    // The page started both (index.html) and the app took both answers: none is left untaken.
    const early = () => page.evaluate(() => (window as unknown as { earlyGets?: { answers: object } }).earlyGets);
    expect(await early()).toEqual({ token: expect.any(String), answers: {} });

    // With an access token that has expired the page asks nothing early (it would be refused): the
    // app refreshes the session first, and the list still opens.
    await page.goto('about:blank');
    await page.waitForTimeout(4_500);
    await page.context().clearCookies({ name: 'claustro_pagina' });
    await page.goto(`${h.url}/academicos/estudiantes`);
    await page.locator('table[aria-busy="false"]').waitFor();
    expect(await early()).toBeUndefined();
  });

  it('registers a student and changes the student’s career, keeping the history', async () => {
    const admin = await (await h.browser.newContext()).newPage();
    await signIn(admin, h.url, 'admin');
    await admin.waitForURL(`${h.url}/`);
    // A second career with its plan to move to.
    const { body: session } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } });
    const escuelas = (await h.api<any[]>('/api/academicos/escuelas', { token: session.token })).body;
    const tipos = (await h.api<any[]>('/api/academicos/tipos-carreras', { token: session.token })).body;
    const adm = await h.api<any>('/api/academicos/carreras', {
      method: 'POST',
      token: session.token,
      body: { carrDescripcion: 'Administración de Empresas', carrAlias: 'ADM', escuelaId: escuelas[0].escuelaId, tipoCarreraId: tipos[0].tipoCarreraId },
    });
    await h.api('/api/academicos/planes-estudios', {
      method: 'POST',
      token: session.token,
      body: { plEnDescripcion: 'Plan ADM 2026', carreraId: adm.body.carreraId, plEnVersion: 1 },
    });

    await admin.goto(`${h.url}/academicos/estudiantes`);
    await admin.getByRole('button', { name: 'Registrar estudiante' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/^Nombres/).fill('Marta');
    await dialog.getByLabel(/^Apellidos/).fill('Guzmán');
    await choose(dialog.getByLabel(/^Tipo de documento/), 'Pasaporte');
    await dialog.getByLabel(/^Documento/).fill('RD-123 456');
    expect(await dialog.getByLabel(/^Documento/).inputValue()).toBe('RD123456'); // no hyphens or special characters
    await choose(dialog.getByLabel(/^Carrera/), 'Ingeniería en Software');
    await choose(dialog.getByLabel(/^Plan de estudios/), /Plan ISW 2026/);
    await choose(dialog.getByLabel(/^Recinto/), 'Recinto Santo Domingo');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const done = admin.getByText(/Estudiante registrado con matrícula/);
    await done.waitFor();
    const matricula = /matrícula (\S+)\./.exec((await done.textContent())!)![1];
    await admin.getByRole('cell', { name: 'Guzmán, Marta' }).waitFor();
    // Found typed without accents or capitals, as people type on a phone.
    await admin.getByLabel('Buscar: Estudiantes').fill('marta guzman');
    await admin.getByRole('cell', { name: 'Guzmán, Marta' }).waitFor();
    await admin.getByLabel('Buscar: Estudiantes').fill('');

    // Her record opens from the list, at its own address.
    await admin.getByRole('link', { name: matricula }).click();
    await admin.waitForURL(/\/academicos\/estudiantes\/\d+$/);
    const record = admin.url();
    await admin.getByRole('heading', { level: 1, name: 'Marta Guzmán' }).waitFor();
    for (const section of [
      'Identidad y contacto',
      'Carreras',
      'Horario',
      'Calificaciones e índice',
      'Estado de cuenta',
      'Historial de cambios',
      'Auditoría del expediente',
    ]) {
      await admin.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    // An empty slot says what will be there.
    await admin.getByText(/Aquí aparecerán las secciones inscritas/).waitFor();

    // Her documents: the birth certificate is handed in; the row says when (dd/mm/aaaa) and who took it.
    await admin.getByRole('button', { name: 'Documentos', exact: true }).click();
    const docs = admin.getByRole('dialog');
    const acta = docs.getByRole('checkbox', { name: 'Entregado: Acta de nacimiento' });
    await acta.click();
    await expect.poll(() => acta.isChecked()).toBe(true);
    await docs
      .getByRole('row')
      .filter({ hasText: 'Acta de nacimiento' })
      .getByText(/\d{2}\/\d{2}\/\d{4} · admin/)
      .waitFor();
    await docs.getByRole('button', { name: 'Cerrar' }).click();
    await docs.waitFor({ state: 'hidden' });
    await admin.locator('#documentos').getByText('Acta de nacimiento').waitFor();

    // Staff edit from the record; the audit trail names the field.
    await admin.getByRole('button', { name: 'Editar datos', exact: true }).click();
    await admin
      .getByRole('dialog')
      .getByLabel(/^Alergias/)
      .fill('Maní.');
    await admin.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });
    await admin.locator('#identidad').getByText('Maní.').waitFor();
    await admin.locator('#auditoria').getByRole('row').filter({ hasText: 'Datos del estudiante · modificación' }).filter({ hasText: 'Alergias' }).waitFor();

    // The change screen opens from the record, on her.
    await admin.getByRole('link', { name: 'Cambio de carrera', exact: true }).click();
    await admin.getByText(/Situación actual: Ingeniería en Software/).waitFor();
    await choose(admin.getByLabel('Nueva carrera'), 'Administración de Empresas');
    await choose(admin.getByLabel(/^Plan de estudios/), /Plan ADM 2026/);
    await admin.getByRole('button', { name: 'Aplicar cambio' }).click();
    await admin.getByText('Cambio registrado.').waitFor();
    await admin.getByText(/Situación actual: Administración de Empresas/).waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'admin' });
    await expect.poll(() => row.textContent()).toMatch(/Ingeniería en Software.*Administración de Empresas/);

    // Back on the record, the change is in its history, in words.
    await admin.goto(record);
    const change = admin.locator('#cambios').getByRole('row').filter({ hasText: 'Cambio de carrera' });
    await expect.poll(() => change.textContent()).toMatch(/Ingeniería en Software.*Administración de Empresas.*admin/);
    // On a phone the record fits the screen: no sideways scrolling.
    const phone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await signIn(phone, h.url, 'admin');
    await phone.waitForURL(`${h.url}/`);
    await phone.goto(`${h.url}/academicos/estudiantes`);
    await phone.getByLabel('Buscar: Estudiantes').fill('GUZMAN');
    await phone.getByRole('link', { name: matricula }).click();
    await phone.waitForURL(record);
    await phone.getByRole('heading', { level: 1, name: 'Marta Guzmán' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 391)).toBe(true);
    await phone.context().close();

    // The student's ID card, as a PDF shown on the page.
    await admin.goto(`${h.url}/generales/generar-carnet`);
    await admin.getByLabel('Buscar por matrícula').fill(matricula);
    await admin.getByRole('button', { name: 'Generar carnet' }).click();
    const preview = admin.locator('iframe[title="Carnet de estudiante"]');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await admin.getByRole('link', { name: 'Descargar PDF' }).waitFor();

    // A message to the career's students: the page says how many it reaches before sending.
    await admin.goto(`${h.url}/academicos/mensajeria`);
    await admin.getByLabel(/^Mensaje/).fill('Bienvenidos a Administración');
    await admin.getByLabel('Carreras').click();
    await admin.getByRole('option', { name: 'Administración de Empresas' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByText('1 estudiante; 0 con cuenta recibirán el aviso.').waitFor();
    await admin.getByRole('button', { name: 'Enviar' }).click();
    await admin.getByText('Enviado a 0 personas.').waitFor();
  });
});

describe('professors in the browser', () => {
  it('stores a professor’s signature and shows it from the protected address', async () => {
    const { body: session } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    const created = await h.api<any>('/api/academicos/profesores', {
      method: 'POST',
      token: session.token,
      body: {
        persNombres: 'Fernando',
        persApellidos: 'Ureña Lora',
        sedeId: 1,
        documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: 'PE2026' }],
      },
    });
    expect(created.status).toBe(201);
    await page.goto(`${h.url}/academicos/profesores`);
    await page.getByRole('cell', { name: 'Ureña Lora, Fernando' }).click();
    const dialog = page.getByRole('dialog');
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await dialog.getByLabel('Firma', { exact: true }).setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: png });
    const shown = dialog.getByRole('img', { name: 'Firma' });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^blob:/);
    const saved = await h.api<any>(`/api/academicos/profesores/${created.body.profesorId}`, { token: session.token });
    expect(saved.body.firmaUrl).toMatch(/^\/api\/archivos\/firmas\/profesor-\d+-[0-9a-f]{32}\.png$/);
  });

  it('pages the list on the server and stays on the page asked for', async () => {
    const { body: session } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    for (let i = 0; i < 26; i++) {
      const made = await h.api<any>('/api/academicos/profesores', {
        method: 'POST',
        token: session.token,
        body: {
          persNombres: `Docente ${i}`,
          persApellidos: `Página ${String(i).padStart(2, '0')}`,
          sedeId: 1,
          documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 2, doIdValor: `PG${i}` }],
        },
      });
      expect(made.status).toBe(201);
    }
    await page.goto(`${h.url}/academicos/profesores`);
    const range = (from: number) => page.getByText(new RegExp(`^${from}–\\d+ de \\d+$`));
    await range(1).waitFor();
    await page.getByRole('button', { name: /página siguiente/i }).click();
    await range(26).waitFor();
    // Still there a moment later: a grid that resets itself falls back to the first page.
    await page.waitForTimeout(1000);
    expect(await range(26).count()).toBe(1);
  });

  it('downloads the whole list (every page, same search) as a spreadsheet the server made', async () => {
    await page.goto(`${h.url}/academicos/profesores`);
    await page.getByRole('textbox', { name: 'Buscar: Profesores' }).fill('Página');
    await page.getByText(/^1–25 de 26$/).waitFor();
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /hoja de cálculo/ }).click()]);
    expect(download.suggestedFilename()).toBe('Profesores.xlsx');
    const file = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const sheet = strFromU8(file['xl/worksheets/sheet1.xml']);
    expect(sheet.match(/<row /g)).toHaveLength(27); // the header and all 26, not the 25 on screen
    expect(sheet).toContain('Página 25');
  });

  it('checks the form in the browser with the contract the server checks, in the same words', async () => {
    const { body: session } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    await page.goto(`${h.url}/academicos/profesores`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Nombres es obligatorio.').waitFor();
    await dialog.getByText('Apellidos es obligatorio.').waitFor();
    // Nothing reached the server: the list still has only the one the first test made.
    const { body: list } = await h.api<any>('/api/academicos/profesores?value=Ure%C3%B1a', { token: session.token });
    expect(list).toHaveLength(1);
  });
});
