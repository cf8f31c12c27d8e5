import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, signIn, startHarness, watchDrawing, type Harness } from './harness.ts';

let h: Harness;
let page: Page;
beforeAll(async () => {
  // The demo university: a timetable for the next period, open for registration, and the demo student.
  h = await startHarness(3185, { INSTITUTION: 'DEMO', ACCESS_TOKEN_SECONDS: '3600' });
  page = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
  await signIn(page, h.url, 'estudiante');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  // The demo's teacher evaluation holds her registration until she evaluates her professors (the
  // campus-life journey does that on screen): here she has done so, through the same calls.
  const evaluadas = await page.evaluate(async () => {
    const authorization = `Bearer ${localStorage.getItem('token')}`;
    const pendientes: { evaluacionCampanaId: number; seccionAsignaturaId: number; profesorId: number; hecha: boolean }[] = await (
      await fetch('/api/evaluacion/evaluacionz', { headers: { authorization } })
    ).json();
    let n = 0;
    for (const p of pendientes.filter((x) => !x.hecha)) {
      const preguntas: { orden: number }[] = await (
        await fetch(`/api/evaluacion/campanas/${p.evaluacionCampanaId}/cuestionario`, { headers: { authorization } })
      ).json();
      const { evaluacionCampanaId, seccionAsignaturaId, profesorId } = p;
      const body = { evaluacionCampanaId, seccionAsignaturaId, profesorId, respuestas: preguntas.map(({ orden }) => ({ orden, valor: 4 })) };
      const res = await fetch('/api/evaluacion/evaluacionz', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status === 201) n++;
    }
    return n;
  });
  expect(evaluadas).toBeGreaterThan(0);
}, 180_000);
afterAll(async () => {
  await h?.stop();
});

describe('registration on a phone', () => {
  it('a full section offers its waiting list, which shows her place in the queue; she can leave it', async () => {
    await page.goto(`${h.url}/seleccion/seleccion-asignaturas`);
    const offer = page.getByRole('region', { name: 'Oferta de su plan' });
    const mine = page.getByRole('region', { name: 'Su selección' });
    const full = offer
      .locator('.MuiPaper-root')
      .filter({ hasText: 'Sin cupo' })
      .filter({ hasNot: page.locator('.MuiChip-colorWarning') })
      .first();
    const join = full.getByRole('button', { name: /^Lista de espera: / });
    const name = (await join.getAttribute('aria-label'))!.replace('Lista de espera: ', '');
    await join.click();
    // Put on the worksheet, then confirmed: the answer says the place she took.
    const sheet = page.getByRole('region', { name: 'Hoja de selección' });
    await sheet.getByText(name).waitFor();
    await sheet.getByRole('button', { name: 'Confirmar 1 cambio' }).click();
    await page
      .getByRole('status', { name: 'Resultado de la confirmación' })
      .getByText(/^Puesto \d+ en la lista de espera$/)
      .waitFor();
    const place = mine.locator('.MuiPaper-root').filter({ hasText: name });
    await place.getByText(/^Puesto \d+ en la lista de espera$/).waitFor();
    await place.getByRole('button', { name: `Salir: ${name}` }).click();
    await offer.getByRole('button', { name: `Lista de espera: ${name}` }).waitFor();
  });

  it('the demo student adds three subjects, sees a clash and a missing prerequisite said before (and not offered to add), and sees the week', async () => {
    await page.goto(`${h.url}/seleccion/seleccion-asignaturas`);
    await page.getByRole('heading', { name: 'Selección de asignaturas' }).waitFor();
    const offer = page.getByRole('region', { name: 'Oferta de su plan' });
    const mine = page.getByRole('region', { name: 'Su selección' });
    await offer
      .getByRole('button', { name: /^Agregar: / })
      .first()
      .waitFor();
    const added: string[] = [];
    for (let i = 0; i < 3; i++) {
      // The first section that the rules let in (no warning under it).
      const card = offer
        .locator('.MuiPaper-root')
        .filter({ hasNot: page.locator('.MuiChip-colorWarning') })
        .filter({ has: page.getByRole('button', { name: /^Agregar: / }) })
        .first();
      const name = (await card.getByRole('button', { name: /^Agregar: / }).getAttribute('aria-label'))!.replace('Agregar: ', '');
      await card.getByRole('button', { name: /^Agregar: / }).click();
      // On the worksheet, not yet sent: the rules now read it as chosen.
      await page.getByRole('region', { name: 'Hoja de selección' }).getByText(name).waitFor();
      added.push(name.split(' ')[0]);
    }
    await page.getByRole('button', { name: 'Confirmar 3 cambios' }).click();
    const result = page.getByRole('status', { name: 'Resultado de la confirmación' });
    await result.waitFor();
    expect(await result.getByText('Inscrita', { exact: true }).count()).toBe(3);
    for (const code of added) await mine.getByRole('button', { name: new RegExp(`^Quitar: ${code} `) }).waitFor();
    expect(await mine.getByRole('button', { name: /^Quitar: / }).count()).toBe(3);

    // A section that clashes with what is chosen says so before, and is not offered to add (the server would refuse it).
    const clashing = offer
      .locator('.MuiPaper-root')
      .filter({ hasText: 'Choca con' })
      .filter({ has: page.getByRole('button', { name: /^Agregar: / }) })
      .first();
    expect(await clashing.locator('.MuiChip-colorWarning').innerText()).toMatch(/^Choca con [A-Z]{3}-\d{3}-\d{2} el /);
    expect(await clashing.getByRole('button', { name: /^Agregar: / }).isDisabled()).toBe(true);

    // A later term's subject names the prerequisite she has yet to pass, and cannot be added either.
    const early = offer
      .locator('.MuiPaper-root')
      .filter({ hasText: 'Le falta aprobar' })
      .filter({ has: page.getByRole('button', { name: /^Agregar: / }) })
      .first();
    const missing = await early.locator('.MuiChip-colorWarning').innerText();
    expect(missing).toMatch(/^Le falta aprobar sus? prerrequisitos? [A-Z]{3}-\d{3} /);
    expect(await early.getByRole('button', { name: /^Agregar: / }).isDisabled()).toBe(true);
    expect(await mine.getByRole('button', { name: /^Quitar: / }).count()).toBe(3);

    // The week lists what was chosen, day by day.
    const week = page.getByRole('list', { name: 'Su semana' });
    for (const code of added) await week.getByRole('listitem').filter({ hasText: code }).first().waitFor();
  });

  it('class search on a phone: she sees her holds first, finds a class by words, days and open seats, adds it from the results, and prints her schedule', async () => {
    // Finance bars her payments online (a notice: it refuses nothing), as the cashier's office does.
    const login = async (username: string) =>
      (await h.api<{ token: string }>('/api/login', { method: 'POST', body: { username, clave: 'Demo2026' } })).body.token;
    const caja = await login('caja');
    // The demo student, found as the registry finds her: first name and second surname.
    const [elena] = (await h.api<{ matriculaId: string }[]>('/api/academicos/estudiantes?value=elena%20marte', { token: await login('registro') })).body;
    const barred = await h.api<{ id: number }>('/api/financieros/estudiantes-bloqueo-pago-linea', {
      method: 'POST',
      token: caja,
      body: { matricula: elena.matriculaId, motivo: 'Tarjeta rechazada dos veces.' },
    });
    expect(barred.status).toBe(201);
    try {
      await page.goto(`${h.url}/seleccion/seleccion-asignaturas`);
      const holds = page.getByRole('region', { name: 'Retenciones' });
      await holds.getByText('Sus pagos en línea están bloqueados: Tarjeta rechazada dos veces.').waitFor();
      await holds.getByText('Pague en caja; finanzas levanta el bloqueo.').waitFor();

      const offer = page.getByRole('region', { name: 'Oferta de su plan' });
      const mine = page.getByRole('region', { name: 'Su selección' });
      const addable = offer
        .locator('.MuiPaper-root')
        .filter({ hasNot: page.locator('.MuiChip-colorWarning') })
        .filter({ has: page.getByRole('button', { name: /^Agregar: / }) });
      await addable.first().waitFor();
      const name = (await addable
        .first()
        .getByRole('button', { name: /^Agregar: / })
        .getAttribute('aria-label'))!.replace('Agregar: ', '');
      const code = name.split(' ')[0];
      const search = page.getByRole('search', { name: 'Buscar clases' });
      await search.getByRole('searchbox', { name: 'Código, asignatura o profesor' }).fill(code.slice(0, 7));
      await search.getByRole('button', { name: 'Filtros' }).click();
      await search.getByLabel('Solo con cupo').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('cupo')).toBe('1');
      // Every result now is of that subject, with seats left.
      await expect
        .poll(async () => (await offer.locator('.MuiPaper-root').allInnerTexts()).every((x) => x.includes(code.slice(0, 7)) && !x.includes('Sin cupo')))
        .toBe(true);
      // Days: only a day it does not meet on leaves it out; adding its own days brings it back.
      const card = offer.locator('.MuiPaper-root').filter({ hasText: code });
      const names: Record<string, string> = { Lu: 'lunes', Ma: 'martes', Mi: 'miércoles', Ju: 'jueves', Vi: 'viernes', Sá: 'sábado' };
      const line = await card.locator('p').nth(1).innerText();
      const its = Object.keys(names).filter((d) => new RegExp(`(^| · )${d} `).test(line));
      expect(its.length).toBeGreaterThan(0);
      const other = Object.keys(names).find((d) => !its.includes(d))!;
      await search.getByRole('button', { name: names[other], exact: true }).click();
      await card.waitFor({ state: 'detached' });
      for (const d of its) await search.getByRole('button', { name: names[d], exact: true }).click();
      await card.waitFor();
      await card.getByRole('button', { name: `Agregar: ${name}` }).click();
      await page.getByRole('button', { name: 'Confirmar 1 cambio' }).click();
      await mine.getByRole('button', { name: `Quitar: ${code}` }).waitFor();
      await page.getByRole('button', { name: 'Enviar por correo' }).click();
      await page.getByText('Le dejamos el horario en su buzón de mensajes', { exact: false }).waitFor();

      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Imprimir' }).click()]);
      await tab.waitForLoadState();
      expect(await tab.evaluate(async (u) => new TextDecoder().decode((await (await fetch(u)).arrayBuffer()).slice(0, 5)), tab.url())).toBe('%PDF-');
      await tab.close();
    } finally {
      // Lifted again (a JSON body: the harness always says it sends JSON), so the journeys after this one pay online.
      const lifted = await h.api(`/api/financieros/estudiantes-bloqueo-pago-linea/${barred.body.id}`, { method: 'DELETE', token: caja, body: {} });
      expect(lifted.status).toBe(200);
    }
  });

  it('the professor opens the class list of one of his sections and writes to its students', async () => {
    const prof = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(prof, h.url, 'profesor');
    await prof.waitForURL((u) => !u.pathname.startsWith('/login'));
    await prof.goto(`${h.url}/reportes/horarios/horario-profesores/mi-horario`);
    const open = prof.getByRole('button', { name: /^Lista de clase / }).first();
    const count = Number((await open.innerText()).match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThan(0);
    await open.click();
    const dialog = prof.getByRole('dialog', { name: /^Lista de clase: / });
    await dialog.getByText(`${count} estudiantes inscritos`, { exact: false }).waitFor();
    expect(await dialog.getByRole('row').count()).toBe(count + 1);
    await dialog.getByRole('button', { name: 'Escribir a la sección' }).click();
    await dialog.getByLabel(/^Mensaje/).fill('La clase del lunes será en el laboratorio 2.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText(`Enviado a ${count} personas.`).waitFor();
    await prof.context().close();
  });

  it('the registry adds a clashing section for a student under an exception, with its reason, and the place says so', async () => {
    const staff = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(staff, h.url, 'registro');
    await staff.waitForURL((u) => !u.pathname.startsWith('/login'));
    await staff.goto(`${h.url}/seleccion/seleccion-asignaturas-admin`);
    await staff.getByLabel(/^Matrícula/).fill('2026-0001');
    await staff.getByRole('button', { name: 'Buscar' }).click();
    const offer = staff.getByRole('region', { name: 'Oferta de su plan de estudios' });
    const card = offer.locator('.MuiPaper-root').filter({ hasText: 'Choca con' }).first();
    const grant = card.getByRole('button', { name: /^Agregar con excepción: / });
    const name = (await grant.getAttribute('aria-label'))!.replace('Agregar con excepción: ', '');
    await grant.click();
    const dialog = staff.getByRole('dialog', { name: /^Agregar con excepción/ });
    await choose(dialog.getByLabel(/^Tipo de excepción/), 'Choque de horario');
    await dialog.getByLabel(/^Motivo de la excepción/).fill('Autorizado por la decana: única sección que le queda');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const theirs = staff.getByRole('region', { name: 'Selección del estudiante' });
    const place = theirs.locator('.MuiPaper-root').filter({ hasText: name.split(' ')[0] });
    await place.getByText('Excepción: Choque de horario').waitFor();
    await staff.context().close();
  });

  it('the registry changes a section of the demo student for another in the running period, after registration has closed', async () => {
    const login = await (
      await fetch(`${h.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'registro', clave: 'Demo2026' }),
      })
    ).json();
    const found = await (
      await fetch(`${h.url}/api/academicos/estudiantes?value=${encodeURIComponent('Elena Estudiante')}`, {
        headers: { authorization: `Bearer ${login.token}` },
      })
    ).json();
    const matricula = (Array.isArray(found) ? found : found.rows)[0].matriculaId as string;
    const staff = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(staff, h.url, 'registro');
    await staff.waitForURL((u) => !u.pathname.startsWith('/login'));
    await staff.goto(`${h.url}/Seleccion/modificar-seleccion`);
    await staff.getByRole('heading', { name: 'Modificar selección' }).waitFor();
    await staff.getByLabel(/^Matrícula/).fill(matricula);
    await staff.getByRole('button', { name: 'Buscar' }).click();
    const theirs = staff.getByRole('region', { name: 'Selección del estudiante' });
    const change = theirs.getByRole('button', { name: /^Cambiar sección: / }).first();
    const old = (await change.getAttribute('aria-label'))!.replace('Cambiar sección: ', '').split(' ')[0];
    const before = await theirs.getByRole('button', { name: /^Quitar: / }).count();
    await change.click();
    const dialog = staff.getByRole('dialog', { name: new RegExp(`^Cambiar ${old}`) });
    // The first other section the rules let in (no warning under it).
    const option = dialog
      .locator('.MuiPaper-root')
      .filter({ hasNot: staff.locator('.MuiChip-colorWarning') })
      .getByRole('button', { name: /^Cambiar a esta: / })
      .first();
    const to = (await option.getAttribute('aria-label'))!.replace('Cambiar a esta: ', '');
    await option.click();
    await dialog.waitFor({ state: 'hidden' });
    await theirs.getByRole('button', { name: new RegExp(`^Quitar: ${to} `) }).waitFor();
    expect(await theirs.getByRole('button', { name: new RegExp(`^Quitar: ${old} `) }).count()).toBe(0);
    expect(await theirs.getByRole('button', { name: /^Quitar: / }).count()).toBe(before);
    await staff.context().close();
  });

  it('the registry registers a first-year block for a new student on a phone, all its sections at once', async () => {
    const staff = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(staff, h.url, 'registro');
    await staff.waitForURL((u) => !u.pathname.startsWith('/login'));
    await staff.goto(`${h.url}/horario/asignar-bloque-estudiante`);
    await staff.getByLabel(/^Matrícula/).fill('2026-0002');
    await staff.getByRole('button', { name: 'Buscar' }).click();
    const assign = staff.getByRole('button', { name: /^Inscribir el bloque: / }).first();
    const name = (await assign.getAttribute('aria-label'))!.replace('Inscribir el bloque: ', '');
    await assign.click();
    await staff.getByText(new RegExp(`^Bloque ${name} inscrito: \\d+ créditos en total\\.$`)).waitFor();
    expect(await staff.getByRole('list', { name: 'Semana del estudiante' }).getByRole('listitem').count()).toBeGreaterThan(3);
    await staff.context().close();
  });

  it('a grade sheet: Enter goes down the column, a wrong score is said as it is typed, a reload loses nothing, and leaving asks first', async () => {
    const prof = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(prof, h.url, 'profesor');
    await prof.waitForURL((u) => !u.pathname.startsWith('/login'));
    const open = async () => {
      await prof.getByRole('list', { name: 'Secciones' }).getByRole('listitem').last().click();
      await prof
        .getByRole('region')
        .first()
        .getByRole('textbox', { name: /^Nota: / })
        .first()
        .waitFor();
    };
    await prof.goto(`${h.url}/academicos/digitacion-notas`);
    await open();
    const sheet = prof.getByRole('region').first();
    const scores = sheet.getByRole('textbox', { name: /^Nota: / });
    await scores.nth(0).fill('88');
    await scores.nth(0).press('Enter');
    expect(await scores.nth(1).evaluate((e) => e === document.activeElement)).toBe(true);
    await prof.keyboard.type('85,5');
    await sheet.getByText('Escriba un número como 85.5: punto para los decimales (hasta 2), sin coma.').waitFor();
    await scores.nth(1).fill('150');
    await sheet.getByText('Escriba un valor de 0 a 100.').waitFor();
    await scores.nth(1).fill('85.5');
    await sheet.getByText('Escriba un valor de 0 a 100.').waitFor({ state: 'detached' });

    // Reloading asks (the browser's own question), and the unsaved scores come back.
    const asked: string[] = [];
    prof.on('dialog', (d) => {
      asked.push(`${d.type()} ${new URL(prof.url()).pathname}`);
      void d.accept();
    });
    await prof.reload();
    expect(asked).toEqual(['beforeunload /academicos/digitacion-notas']);
    await open();
    await sheet.getByText(/^Se recuperaron cambios que no había guardado/).waitFor();
    expect(await scores.nth(0).inputValue()).toBe('88');
    expect(await scores.nth(1).inputValue()).toBe('85.5');

    // Leaving through the menu asks inside the app: stay keeps everything, leave goes.
    await prof.getByRole('banner').getByRole('link').first().click(); // the university's name, home
    const question = prof.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await question.getByRole('button', { name: 'Quedarme' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(prof.url()).pathname).toBe('/academicos/digitacion-notas');
    expect(await scores.nth(0).inputValue()).toBe('88');
    await prof.getByRole('banner').getByRole('link').first().click(); // the university's name, home
    await question.getByRole('button', { name: 'Salir sin guardar' }).click();
    await prof.waitForURL((u) => u.pathname === '/');

    // Left without saving, the changes are gone; a draft kept over a reload goes when discarded.
    await prof.goto(`${h.url}/academicos/digitacion-notas`);
    await open();
    expect(await scores.nth(0).inputValue()).toBe('');
    await scores.nth(0).fill('70');
    await prof.reload();
    await open();
    expect(await scores.nth(0).inputValue()).toBe('70');
    await sheet.getByRole('button', { name: 'Descartar los cambios' }).click();
    await sheet.getByText(/^Se recuperaron cambios/).waitFor({ state: 'detached' });
    expect(await scores.nth(0).inputValue()).toBe('');
    await prof.reload();
    await open();
    expect(await scores.nth(0).inputValue()).toBe('');
    expect(asked).toEqual(['beforeunload /academicos/digitacion-notas', 'beforeunload /academicos/digitacion-notas']);
    await prof.context().close();
  });
  it('the professor enters the grades of a section, is told who is missing, and submits the sheet, which then no longer changes', async () => {
    const prof = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(prof, h.url, 'profesor');
    await prof.waitForURL((u) => !u.pathname.startsWith('/login'));
    await prof.goto(`${h.url}/academicos/digitacion-notas`);
    await prof.getByRole('list', { name: 'Secciones' }).getByRole('listitem').last().click();
    const sheet = prof.getByRole('region').first();
    const scores = sheet.getByRole('textbox', { name: /^Nota: / });
    await scores.first().waitFor();
    const n = await scores.count();
    expect(n).toBeGreaterThan(1);
    await scores.nth(0).fill('91');
    await sheet.getByText('A', { exact: true }).first().waitFor(); // its letter as it is typed
    await sheet.getByText(`Faltan ${n - 1} estudiantes por calificar.`).waitFor();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await sheet.getByText('Notas guardadas.').waitFor();
    for (let i = 1; i < n; i++) await scores.nth(i).fill(String(60 + ((i * 7) % 40)));
    await sheet.getByRole('button', { name: 'Enviar el acta' }).click();
    await prof.getByRole('dialog').getByRole('button', { name: 'Enviar el acta' }).click();
    await sheet.getByText(/^Acta enviada el /).waitFor();
    expect(await scores.first().isDisabled()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await prof.context().close();
  });
  it('the professor asks for the correction of a submitted grade with its reason; the registry approves it and the sheet shows the new grade', async () => {
    const prof = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(prof, h.url, 'profesor');
    await prof.waitForURL((u) => !u.pathname.startsWith('/login'));
    await prof.goto(`${h.url}/academicos/digitacion-notas`);
    await prof.getByRole('list', { name: 'Secciones' }).getByRole('listitem').first().click();
    await prof.getByText(/^Acta enviada el /).waitFor();
    const correct = prof.getByRole('button', { name: /^Corregir: / }).first();
    const nombre = (await correct.getAttribute('aria-label'))!.replace('Corregir: ', '');
    await correct.click();
    const dialog = prof.getByRole('dialog');
    await dialog.getByLabel('Nota corregida').fill('99,5');
    await dialog.getByLabel('Nota corregida').blur();
    await dialog.getByText('Escriba un número como 85.5: punto para los decimales (hasta 2), sin coma.').waitFor(); // a comma is not guessed at
    await dialog.getByLabel('Nota corregida').fill('99.5');
    await dialog.getByText('A', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Pedir la corrección' }).click();
    // Without a reason the server refuses, and nothing is asked.
    await dialog.locator('textarea[aria-invalid="true"]').first().waitFor();
    await dialog.getByLabel(/^Motivo de la corrección/).fill('Error de digitación: la nota del final era 99,5.');
    await dialog.getByRole('button', { name: 'Pedir la corrección' }).click();
    await dialog.waitFor({ state: 'detached' });
    await prof.getByText('Corrección pendiente: 99.5 (A)').waitFor();

    const reg = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(reg, h.url, 'registro');
    await reg.waitForURL((u) => !u.pathname.startsWith('/login'));
    await reg.goto(`${h.url}/academicos/acta-supletoria`);
    await reg.getByRole('row').filter({ hasText: nombre }).click();
    const decision = reg.getByRole('dialog');
    await decision.getByText(/→ 99.5 \(A\)/).waitFor();
    // A rejection says why: without a note the contract refuses it at the note, before sending.
    await decision.getByRole('button', { name: 'Rechazar' }).click();
    await decision.getByText('Diga por qué se rechaza la corrección.').waitFor();
    await decision.getByRole('button', { name: 'Aprobar' }).click();
    await decision.waitFor({ state: 'detached' });
    await reg.getByRole('row').filter({ hasText: nombre }).waitFor({ state: 'detached' });
    await reg.context().close();

    await prof.reload();
    await prof.getByRole('list', { name: 'Secciones' }).getByRole('listitem').first().click();
    await prof
      .getByRole('textbox', { name: `Nota: ${nombre}` })
      .and(prof.locator('[value="99.5"]'))
      .waitFor();
    await prof.context().close();
  });
  it('the registry reads a student’s history and issues the transcript; anyone verifies its code from the QR’s link, and a mistyped one is refused', async () => {
    const token = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } })).body.token;
    const student = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'estudiante', clave: 'Demo2026' } })).body.token;
    const ec = (await h.api<any>('/api/seleccion/propia', { token: student })).body.carreras[0].estudianteCarreraId;
    const { matricula, nombre } = (await h.api<any>(`/api/academicos/historico-de-notas/estudiante/${ec}`, { token })).body;

    const reg = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(reg, h.url, 'registro');
    await reg.waitForURL((u) => !u.pathname.startsWith('/login'));
    await reg.goto(`${h.url}/academicos/historico-de-notas`);
    await reg.getByLabel(/Matrícula/).fill(matricula);
    await reg.getByRole('button', { name: 'Buscar' }).click();
    await reg.getByText(/de \d+ créditos aprobados/).waitFor();
    expect(await reg.getByRole('region').count()).toBeGreaterThan(1); // one section per period taken
    await reg.context().close();

    const issued = await fetch(`${h.url}/api/academicos/record-notas/estudiante/${ec}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(issued.status).toBe(200);
    const codigo = /-([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\.pdf/.exec(issued.headers.get('content-disposition')!)![1];

    const anyone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await anyone.goto(`${h.url}/validacion-titulo?codigo=${codigo}`);
    await anyone.getByRole('button', { name: 'Verificar' }).click();
    const valid = anyone.getByTestId('documento-valido');
    await valid.getByText(nombre).waitFor();
    expect(await valid.innerText()).toContain('Récord de calificaciones');
    const mistyped = codigo.slice(0, 2) + (codigo[2] === 'A' ? 'B' : 'A') + codigo.slice(3);
    await anyone.getByLabel('Código de verificación').fill(mistyped);
    await anyone.getByRole('button', { name: 'Verificar' }).click();
    await anyone.getByRole('alert').filter({ hasText: 'El código no es válido' }).waitFor();
    expect(await valid.count()).toBe(0);
    await anyone.context().close();
  });
  it('the registry opens a student’s record from the list: grades and the degree audit filled, nothing asked that the server would refuse, the account says who reads it', async () => {
    const reg = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    const refused: string[] = [];
    reg.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await signIn(reg, h.url, 'registro');
    await reg.waitForURL((u) => !u.pathname.startsWith('/login'));
    await reg.goto(`${h.url}/academicos/estudiantes`);
    await reg
      .getByRole('link', { name: /^\d{4}-\d{4}$/ })
      .first()
      .click();
    await reg.waitForURL(/\/academicos\/estudiantes\/\d+$/);
    const balance = reg.getByRole('region', { name: 'Estado de cuenta' });
    await balance.getByText('los consultan finanzas y el propio estudiante').waitFor();
    await reg.getByRole('region', { name: 'Horario' }).waitFor();
    // The grades module fills its sections: the index with each period's, and the degree audit's summary.
    const grades = reg.getByRole('region', { name: 'Calificaciones e índice' });
    await grades.getByText(/^Índice acumulado: \d\.\d\d · \d+ de \d+ créditos aprobados$/).waitFor();
    expect(await grades.getByRole('listitem').count()).toBeGreaterThan(0);
    const audit = reg.getByRole('region', { name: 'Auditoría de carrera' });
    await audit.getByText(/créditos aprobados · \d+ cursando/).waitFor();
    await reg.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    // Its link opens the whole audit on this student, found already.
    const matricula = (await reg.getByText(/^Matrícula /).innerText()).replace('Matrícula ', '');
    await audit.getByRole('link', { name: 'Ver la auditoría completa' }).click();
    await reg.waitForURL((u) => u.pathname === '/academicos/auditoria-carrera' && u.searchParams.get('matricula') === matricula);
    expect(await reg.getByLabel('Matrícula').inputValue()).toBe(matricula);
    await reg.getByRole('heading', { name: new RegExp(`· ${matricula}$`) }).waitFor();
    // A matrícula nobody has is said once, by the finder.
    await reg.goto(`${h.url}/academicos/auditoria-carrera?matricula=0000-0000`);
    await reg.getByRole('alert').filter({ hasText: 'No se encontró' }).first().waitFor();
    expect(await reg.getByRole('alert').count()).toBe(1);
    await reg.context().close();
  });
  it('the student reads her degree audit and runs it against another plan without changing anything', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'estudiante');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/estudiantes/academicos/auditoria-carrera`);
    await me.getByText(/\d+ de \d+ créditos aprobados · \d+ cursando/).waitFor();
    expect(await me.getByText('Aprobada', { exact: true }).count()).toBeGreaterThan(5);
    expect(await me.getByText('Cursando', { exact: true }).count()).toBeGreaterThan(0);
    await choose(me.getByLabel(/^Plan de estudios/), /^(?!.*Sistemas).+/);
    await me.getByText(/^¿Y si cambiara al /).waitFor();
    await me.reload();
    await me.getByText('Su plan de estudios. Elija otro para ver cómo le iría (nada cambia).').waitFor();
    await me.context().close();
  });
  it('the professor takes attendance: each mark is kept as it is made, across a reload, and counts in the summary', async () => {
    const prof = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(prof, h.url, 'profesor');
    await prof.waitForURL((u) => !u.pathname.startsWith('/login'));
    await prof.goto(`${h.url}/profesores/academicos/asistencia-estudiantes`);
    await prof.getByRole('list', { name: 'Secciones' }).getByRole('listitem').first().click();
    // The day offered is one of the section's class days (today's, or the last before it).
    const dia = prof.getByRole('combobox', { name: 'Día de clase' });
    const day = (await dia.innerText()).split(' · ')[0];
    expect(day).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{2}\/\d{2}\/\d{4}/);
    const first = prof.getByRole('group', { name: /^Asistencia: / }).first();
    const nombre = (await first.getAttribute('aria-label'))!.replace('Asistencia: ', '');
    await first.getByRole('button', { name: 'Ausente' }).click();
    // No save button: the mark is saved as it is made, and the page says so.
    expect(await prof.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await prof
      .getByRole('status')
      .filter({ hasText: /guardado \d/ })
      .waitFor();
    await prof.reload();
    expect((await dia.innerText()).split(' · ')[0]).toBe(day);
    const again = prof.getByRole('group', { name: `Asistencia: ${nombre}` });
    await again.waitFor();
    expect(await again.getByRole('button', { name: 'Ausente' }).getAttribute('aria-pressed')).toBe('true');
    // The summary counts it: the student's absences and last attendance.
    await prof.getByRole('tab', { name: 'Resumen por estudiante' }).click();
    const row = prof.getByRole('row').filter({ hasText: nombre });
    expect(Number(await row.getByRole('cell').nth(3).innerText())).toBeGreaterThan(0);
    // A day the section does not meet (from the address) is said so, naming the days it does.
    const url = new URL(prof.url());
    const sunday = new Date();
    sunday.setDate(sunday.getDate() - sunday.getDay());
    url.searchParams.set('fecha', sunday.toLocaleDateString('sv-SE'));
    await prof.goto(url.toString());
    await prof
      .getByRole('alert')
      .filter({ hasText: /no se reúne el domingo .*: se reúne / })
      .waitFor();
    await prof.context().close();
  });
  it('the registry graduates a candidate from the list in the book, finds the graduate with the line, and prints the title', async () => {
    const reg = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(reg, h.url, 'registro');
    await reg.waitForURL((u) => !u.pathname.startsWith('/login'));
    await reg.goto(`${h.url}/academicos/Graduacion`);
    const candidatos = reg.getByRole('table', { name: 'Candidatos' });
    const first = candidatos.getByRole('row').nth(1);
    const nombre = (await first.getByRole('cell').nth(1).innerText()).split(' · ')[0];
    // Nobody ticked and no book: each is said where it belongs.
    await reg.getByRole('button', { name: 'Graduar a 0' }).click();
    await reg.getByRole('alert').filter({ hasText: 'Candidatos es obligatorio.' }).waitFor();
    await reg.getByText('Libro de egresados es obligatorio.').waitFor();
    await first.getByRole('checkbox', { name: 'Marcar' }).check();
    await choose(reg.getByLabel(/^Libro de egresados/), 'Libro de egresados I');
    await reg.getByRole('button', { name: 'Graduar a 1' }).click();
    await reg.getByRole('dialog').getByRole('button', { name: 'Graduar a 1' }).click();
    await reg.getByRole('alert').filter({ hasText: '1 estudiante graduado, registrado en el Libro de egresados I.' }).waitFor();
    const graduados = reg.getByRole('table', { name: 'Graduados' });
    await graduados.getByRole('row').filter({ hasText: nombre }).first().click();
    const dialog = reg.getByRole('dialog');
    await dialog.getByText(/Libro de egresados I · folio \d+ · página \d+ · línea \d+/).waitFor();
    // Annulling asks for a real reason, said at the field as it is left.
    await dialog.getByLabel(/^Motivo de la anulación/).fill('Error');
    await dialog.getByRole('button', { name: 'Anular graduación' }).click();
    await dialog.getByText('Explique el motivo (10 caracteres o más).').waitFor();
    await reg.context().close();

    const token = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } })).body.token;
    const [g] = (await h.api<any>(`/api/academicos/graduacion?value=${encodeURIComponent(nombre)}&estado=graduado`, { token })).body;
    const printed = await fetch(`${h.url}/api/academicos/impresion-titulos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ graduadoIds: [g.graduadoId] }),
    });
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await printed.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('the registry writes an official letter; whoever receives it checks it in public by its number and code', async () => {
    const reg = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(reg, h.url, 'registro');
    await reg.waitForURL((u) => !u.pathname.startsWith('/login'));
    await reg.goto(`${h.url}/academicos/oficios`);
    await reg.getByRole('button', { name: 'Nuevo oficio' }).click();
    const form = reg.getByRole('dialog');
    await form.getByRole('button', { name: 'Escribir el oficio' }).click();
    // Nothing written without its addressee, subject and text.
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await form.getByLabel(/^Destinatario/).fill('Dr. Julio Peña');
    await form.getByLabel(/^Institución/).fill('Universidad Autónoma de Santo Domingo');
    await form.getByLabel(/^Asunto/).fill('Verificación de récord');
    await form.getByLabel(/^Texto/).fill('Confirmamos la autenticidad del récord de calificaciones remitido.');
    await choose(form.getByLabel(/^Firmante/), 'Lic. José Ramírez');
    await form.getByRole('button', { name: 'Escribir el oficio' }).click();
    const written = reg.getByRole('dialog', { name: /^Oficio OF-\d{4}-\d{4}$/ });
    const numero = (await written.getByRole('heading').innerText()).replace('Oficio ', '');
    const codigo = /código ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(await written.innerText())![1];
    await reg.context().close();

    const anyone = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await anyone.goto(`${h.url}/ConsultaOficios?numero=${numero}&codigo=${codigo}`);
    await anyone.getByRole('button', { name: 'Verificar' }).click();
    const ok = anyone.getByTestId('oficio-consultado');
    await ok.getByText(`El oficio ${numero} es auténtico y está vigente.`).waitFor();
    expect(await ok.innerText()).toContain('Verificación de récord');
    await anyone.context().close();
  });
  it('the student asks online for a certificate of credits and pays its fee online; the registry takes it and has it ready; she sees it ready with the note', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'estudiante');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/estudiantes/academicos/solicitudes-online`);
    await choose(me.getByLabel(/^Documento/), 'Certificación de créditos');
    await me.getByText('Costo: DOP 400.00 (DOP 400.00 por copia) · lista en 3 días hábiles').waitFor();
    await me.getByLabel(/^Dirigido a/).fill('Banco Popular');
    await me.getByRole('button', { name: 'Solicitar' }).click();
    const filed = await me
      .getByRole('alert')
      .filter({ hasText: /Solicitud SOL-\d+ recibida\. Pague DOP 400\.00/ })
      .innerText();
    const numero = /SOL-\d+/.exec(filed)![0];
    // Its fee, paid online by card: back on the requests, approved with its receipt, the request paid.
    const mia = me.getByRole('article', { name: numero });
    await mia.getByText('Por pagar DOP 400.00').waitFor();
    await mia.getByRole('button', { name: 'Pagar DOP 400.00 en línea' }).click();
    await me.waitForURL((u) => u.pathname === '/pasarela-prueba');
    await me.getByRole('button', { name: 'Pagar DOP 400.00' }).click();
    await me.waitForURL((u) => u.pathname === '/estudiantes/academicos/solicitudes-online' && u.searchParams.has('orden'));
    await me.getByRole('alert').filter({ hasText: 'Pago aprobado: DOP 400.00' }).waitFor();
    await me.getByRole('article', { name: numero }).getByText('Pagada').waitFor();

    const reg = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(reg, h.url, 'registro');
    await reg.waitForURL((u) => !u.pathname.startsWith('/login'));
    await reg.goto(`${h.url}/solicitudes-online/admin`);
    await reg.getByRole('row').filter({ hasText: numero }).click();
    await reg.getByRole('dialog').getByRole('button', { name: 'Tomar' }).click();
    await reg.getByRole('dialog').waitFor({ state: 'detached' });
    await choose(reg.getByLabel(/^Estado/), 'En proceso');
    await reg.getByRole('row').filter({ hasText: numero }).click();
    await reg.getByRole('dialog').getByLabel('Nota para el estudiante').fill('Pase por Registro el viernes.');
    await reg.getByRole('dialog').getByRole('button', { name: 'Marcar lista' }).click();
    await reg.getByRole('dialog').waitFor({ state: 'detached' });
    await reg.context().close();

    await me.reload();
    const card = me.getByRole('article', { name: numero });
    await card.getByText('Pase por Registro el viernes.', { exact: false }).waitFor();
    expect(await card.getByText('Lista para retirar').count()).toBeGreaterThan(0);
    await me.context().close();
  });
  it('the student reads her grades of the term and downloads her transcript; the public page verifies its code', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'estudiante');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/estudiantes-calificaciones/NotasPeriodoActivo`);
    const notas = me.getByRole('list', { name: 'Mis notas del período' });
    await notas.getByRole('listitem').first().waitFor();
    const issued = me.waitForResponse((r) => r.url().includes('/api/academicos/record-notas/estudiante/') && r.request().method() === 'POST');
    await me.getByRole('button', { name: 'Descargar mi récord de calificaciones' }).click();
    const res = await issued;
    expect(res.status()).toBe(200);
    const codigo = /-([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\.pdf/.exec(res.headers()['content-disposition'])![1];
    await me.goto(`${h.url}/validacion-titulo?codigo=${codigo}`);
    await me.getByRole('button', { name: 'Verificar' }).click();
    await me.getByTestId('documento-valido').getByText('Récord de calificaciones').waitFor();
    await me.context().close();
  });
});

describe("the cashier's day", () => {
  it('caja opens her register, collects with cash plus card, prints the receipt, annuls another with a reason, closes with the count and prints the report', async () => {
    const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO', timezoneId: 'America/Santo_Domingo' });
    const me = await ctx.newPage();
    await signIn(me, h.url, 'caja');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    /** A PDF the page opens in a new tab: its first bytes. */
    const pdfFrom = async (click: () => Promise<void>) => {
      const [tab] = await Promise.all([ctx.waitForEvent('page'), click()]);
      await tab.waitForLoadState();
      const head = await tab.evaluate(async (u) => new TextDecoder().decode((await (await fetch(u)).arrayBuffer()).slice(0, 5)), tab.url());
      await tab.close();
      return head;
    };

    await me.goto(`${h.url}/financieros/cajas-aperturas`);
    await me.getByLabel('Fondo inicial en Peso dominicano').fill('5000');
    await me.getByRole('button', { name: 'Abrir caja' }).click();
    await me.getByText(/^Abierta desde/).waitFor();

    await me.getByRole('link', { name: 'Cobrar' }).click();
    const { body: alumnos } = await h.api<any>('/api/financieros/documentos-contables?pageSize=1', {
      token: (await h.api<any>('/api/login', { method: 'POST', body: { username: 'caja', clave: 'Demo2026' } })).body.token,
    });
    // She finds a payer as people give themselves at the counter: a surname lists everyone of it to choose from…
    const cajaToken = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'caja', clave: 'Demo2026' } })).body.token;
    const { body: marte } = await h.api<any>('/api/financieros/cobros-servicios/pagadores?value=Marte', { token: cajaToken });
    expect(marte.length).toBeGreaterThan(1);
    await me.getByLabel('Matrícula, nombre o cédula').fill('Marte');
    await me.getByRole('button', { name: 'Buscar' }).click();
    const coincidencias = me.getByRole('list', { name: 'Coincidencias: elija a quién cobrar' });
    await coincidencias
      .getByRole('button', { name: new RegExp(marte[1].nombre) })
      .first()
      .click();
    // The payer chosen is looked up: the list goes, the field holds their matrícula.
    await coincidencias.waitFor({ state: 'detached' });
    await expect.poll(() => me.getByLabel('Matrícula, nombre o cédula').inputValue()).toBe(marte[1].codigo);
    // …and a cédula typed with its dashes finds its student at once.
    const [{ cedula }] = (
      await h.api<any>(`/api/academicos/estudiantes/matricula/${alumnos[0].codigoPersona}`, {
        token: (await h.api<any>('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } })).body.token,
      })
    ).body.personaDocumentosIdentificacion.map((d: any) => ({ cedula: d.doIdValor }));
    await me.getByLabel('Matrícula, nombre o cédula').fill(`${cedula.slice(0, 3)}-${cedula.slice(3, 10)}-${cedula.slice(10)}`);
    await me.getByRole('button', { name: 'Buscar' }).click();
    await me.getByText(alumnos[0].nombrePersona).waitFor();
    await expect.poll(() => me.getByLabel('Matrícula, nombre o cédula').inputValue()).toBe(alumnos[0].codigoPersona);
    await me.getByLabel('Agregar un servicio').fill('Crédito académico');
    await me.getByRole('option', { name: /^Crédito académico/ }).click();
    await me.getByLabel('Cantidad').fill('3'); // 3 × 2,450.00 = 7,350.00
    await me.getByText('Total: DOP 7,350.00').first().waitFor();
    // An amount written the European way is refused when she leaves it, with the forms it takes.
    await me.getByLabel('Monto').first().fill('4.000,00');
    await me.getByLabel('Monto').first().blur();
    await me.getByText('Escriba el monto como 4,950.00, 4950.00 o 4950: punto para los decimales (hasta dos), coma solo para los miles.').first().waitFor();
    // Half a collection on screen: leaving through the menu asks first.
    await me.getByRole('banner').getByRole('link').first().click();
    const question = me.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await question.getByRole('button', { name: 'Quedarme' }).click();
    await question.waitFor({ state: 'detached' });
    await me.getByLabel('Monto').first().fill('4000');
    await me.getByLabel('Monto').first().blur();
    expect(await me.getByLabel('Monto').first().inputValue()).toBe('4,000.00');
    await me.getByRole('button', { name: 'Agregar otra forma de pago' }).click();
    await choose(me.getByRole('combobox', { name: 'Forma de pago' }).nth(1), 'Tarjeta de crédito');
    await me.getByRole('button', { name: 'Poner aquí lo que falta (forma de pago 2)' }).click();
    expect(await me.getByLabel('Monto').nth(1).inputValue()).toBe('3350.00');
    await me.getByLabel('Monto').nth(1).fill('3500');
    await me.getByLabel('Referencia o aprobación').fill('AUT-55821');
    await me.getByText('Cambio: DOP 150.00').waitFor();
    await me.getByRole('button', { name: 'Cobrar DOP 7,350.00' }).click();
    const hecho = me.getByRole('dialog', { name: /^Recibo REC-\d{8} emitido$/ });
    await hecho.getByText(/^NCF B02\d{8}/).waitFor();
    await hecho.getByText('Cambio: DOP 150.00').waitFor();
    expect(await pdfFrom(() => hecho.getByRole('button', { name: 'Imprimir (carta)' }).click())).toBe('%PDF-');
    await hecho.getByRole('button', { name: 'Nuevo cobro' }).click();

    // Another receipt of hers, annulled with the reason.
    await me.goto(`${h.url}/financieros/cobros-servicios`);
    await choose(me.getByLabel('Tipo de pagador'), 'Otra persona');
    await me.getByLabel('Nombre completo').fill('María Altagracia Peña');
    await me.getByRole('button', { name: 'Usar este nombre' }).click();
    await me.getByLabel('Agregar un servicio').fill('Constancia');
    await me.getByRole('option', { name: /^Constancia de estudios/ }).click();
    await me.getByLabel('Monto').first().fill('300');
    await me.getByRole('button', { name: 'Cobrar DOP 300.00' }).click();
    const otro = me.getByRole('dialog', { name: /^Recibo REC-\d{8} emitido$/ });
    const numero = (await otro.getByRole('heading').textContent())!.match(/REC-\d{8}/)![0];
    await otro.getByRole('button', { name: 'Nuevo cobro' }).click();
    await me.goto(`${h.url}/financieros/anular-documentos-contables`);
    await me.getByLabel('Buscar: Anular recibos').fill(numero);
    await me.getByRole('table').getByRole('row').filter({ hasText: numero }).click();
    await me.getByRole('dialog').getByLabel('Motivo de la anulación').fill('La cliente pagó la constancia dos veces.');
    await me.getByRole('dialog').getByRole('button', { name: 'Anular recibo' }).click();
    await me.getByRole('dialog').waitFor({ state: 'detached' });
    // Said done, and still in the list, marked annulled.
    await me
      .getByRole('alert')
      .filter({ hasText: `Recibo ${numero} anulado` })
      .waitFor();
    await me.getByRole('table').getByRole('row').filter({ hasText: numero }).getByText('Anulado').waitFor();

    // Close: the count is what the register should hold; the report prints.
    await me.goto(`${h.url}/financieros/cajas-aperturas`);
    const esperado = await me
      .getByRole('table', { name: 'Resumen en DOP' })
      .getByRole('row')
      .filter({ hasText: 'Efectivo esperado' })
      .getByRole('cell')
      .nth(1)
      .textContent();
    expect(esperado).toBe('DOP 8,850.00'); // 5,000 + 4,000 − 150 (the annulled 300 does not count)
    await me.getByRole('button', { name: 'Cerrar caja' }).click();
    // The count is typed as the screen prints it; text with a comma for decimals is refused, saying the accepted forms.
    await me.getByLabel('Efectivo contado en DOP').fill('8.850,00');
    await me.getByRole('dialog').getByRole('button', { name: 'Cerrar caja' }).click();
    await me
      .getByRole('dialog')
      .getByText('Escriba el monto como 4,950.00, 4950.00 o 4950: punto para los decimales (hasta dos), coma solo para los miles.')
      .waitFor();
    await me.getByLabel('Efectivo contado en DOP').fill('8,850.00');
    await me.getByRole('dialog').getByRole('button', { name: 'Cerrar caja' }).click();
    await me.getByText('Caja cerrada. Imprima el reporte de cierre para firmarlo.').waitFor();
    expect(await pdfFrom(() => me.getByRole('dialog').getByRole('button', { name: 'Reporte de cierre' }).click())).toBe('%PDF-');
    await ctx.close();
  });

  it('caja writes an enrolment authorisation on a phone: each problem shows at its field as the contract says it, and the saved one is listed', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'caja');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/financieros/estudiante-autorizacion-inscripcion`);
    await me.getByRole('button', { name: 'Nueva autorización' }).click();
    const dialog = me.getByRole('dialog', { name: 'Nueva autorización' });
    // The student is found inside the dialog; searching does not send the dialog's form.
    await dialog.getByLabel(/^Matrícula/).fill('2026-0002');
    await dialog.getByLabel(/^Matrícula/).press('Enter');
    await dialog
      .getByRole('alert')
      .filter({ hasText: /^2026-0002 · / })
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    // Sent empty: the reason is asked for at its field, in the contract's words, and nothing is saved.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Motivo es obligatorio.').waitFor();
    // With a reason but no reach (no term, no date, not permanent): said at the date.
    await dialog.getByLabel(/^Motivo/).fill('Acuerdo de pago firmado con finanzas.');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Diga hasta cuándo vale: un período, una fecha, o márquela permanente.').waitFor();
    await dialog.getByLabel('Permanente').check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await me.getByRole('row').filter({ hasText: '2026-0002' }).filter({ hasText: 'Permanente' }).first().waitFor();
    await me.context().close();
  });

  it('caja signs a payment agreement for what a student owes: the instalments are checked by the contract, and the signed agreement opens', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'caja');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/financieros/acuerdos-pago`);
    await me.getByRole('button', { name: 'Nuevo acuerdo' }).click();
    const dialog = me.getByRole('dialog', { name: 'Nuevo acuerdo' });
    await dialog.getByLabel(/^Matrícula/).fill('2026-0002');
    await dialog.getByLabel(/^Matrícula/).press('Enter');
    await dialog.getByText(/^Toma /).waitFor();
    await dialog.getByLabel(/^Cuotas/).fill('40');
    await dialog.getByLabel(/^Primera cuota/).fill('15/12/2026');
    await dialog.getByLabel(/^Comentario/).fill('Acuerdo firmado con la familia en caja.');
    await dialog.getByRole('button', { name: 'Firmar acuerdo' }).click();
    await dialog.getByText('Cuotas debe ser como máximo 36.').waitFor();
    await dialog.getByLabel(/^Cuotas/).fill('3');
    await dialog.getByRole('region', { name: 'Cuotas del acuerdo' }).getByText(/^3\. /).waitFor();
    await dialog.getByRole('button', { name: 'Firmar acuerdo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await me.getByRole('dialog', { name: /^Acuerdo de pago \d+$/ }).waitFor();
    await me.context().close();
  });

  it('caja charges a special subject by hand: what is missing is said at its fields, a half-filled charge asks before leaving, and the charge lands on the account', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'caja');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/financieros/Cargo-Asignaturas-Especiales`);
    await me
      .getByLabel(/^Matrícula/)
      .first()
      .fill('2026-0002');
    await me
      .getByLabel(/^Matrícula/)
      .first()
      .press('Enter');
    const career = me.getByRole('region', { name: /^2026-0002 · / });
    await career.getByRole('button', { name: 'Cargar a la cuenta' }).click();
    await career.getByText('Período es obligatorio.').waitFor();
    await career.getByText('Asignatura es obligatorio.').waitFor();
    const periodo = career.getByLabel(/^Período/);
    await periodo.locator('option').nth(1).waitFor({ state: 'attached' });
    await periodo.selectOption({ index: 1 });
    await career.getByText('Período es obligatorio.').waitFor({ state: 'detached' });
    // Half filled: leaving through the menu asks first.
    await me.getByRole('banner').getByRole('link').first().click();
    const question = me.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await question.getByRole('button', { name: 'Quedarme' }).click();
    await question.waitFor({ state: 'detached' });
    const asignatura = career.getByLabel(/^Asignatura del plan/);
    await asignatura.locator('option').nth(1).waitFor({ state: 'attached' });
    await asignatura.selectOption({ index: 1 });
    const codigo = (await asignatura.locator('option').nth(1).innerText()).split(' · ')[0];
    await career.getByRole('button', { name: 'Cargar a la cuenta' }).click();
    await career.getByText('Cargo registrado en la cuenta del estudiante.').waitFor();
    await career
      .getByText(new RegExp(`^Asignatura especial · ${codigo} `))
      .first()
      .waitFor();
    // Saved: nothing left to ask about.
    await me.getByRole('banner').getByRole('link').first().click();
    await me.waitForURL((u) => u.pathname === '/');
    await me.context().close();
  });

  it('the registry registers a pasted group of matrículas in a section: each says how it went, and why when not', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'registro');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/seleccion/agregar-asignaturas-grupo`);
    await me.getByRole('button', { name: /^Inscribir a 0 estudiantes$/ }).click();
    await me.getByText('Sección es obligatorio.').waitFor();
    await me.getByText('Matrículas es obligatorio.').waitFor();
    await me.getByRole('combobox', { name: /^Sección/ }).fill('ESP');
    await me.getByRole('listbox').getByRole('option').first().click();
    await me.getByLabel(/^Matrículas/).fill('2026-0004\n9999-9999, 2026-0004');
    await me.getByRole('button', { name: /^Inscribir a 2 estudiantes$/ }).click();
    const results = me.getByRole('table', { name: 'Resultado por estudiante' });
    await results
      .getByRole('row', { name: /9999-9999/ })
      .getByText('No hay un estudiante con esta matrícula.')
      .waitFor();
    expect(await results.getByRole('row').count()).toBe(3);
    await me.context().close();
  });
});

describe('an admission test sitting', () => {
  it('staff record who came and their scores: a score is checked as it is typed, Enter goes down the column, the results are saved', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(page, h.url, 'admisiones');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${h.url}/academicos/pruebas-admision`);
    // The demo's sittings are for the applicants' term.
    const [sesion] = (
      await h.api<any[]>('/api/academicos/pruebas-admision-sesiones?pageSize=1', {
        token: (await h.api<any>('/api/login', { method: 'POST', body: { username: 'admisiones', clave: 'Demo2026' } })).body.token,
      })
    ).body;
    const periodo = page.getByLabel('Período');
    await periodo.locator(`option[value="${sesion.periodoAcademicoId}"]`).waitFor({ state: 'attached' });
    await periodo.selectOption(String(sesion.periodoAcademicoId));
    await choose(page.getByLabel('Convocatoria'), /PAA — segundo grupo/);
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(2).waitFor();
    const nombre = async (i: number) => ((await rows.nth(i).getByRole('cell').nth(1).textContent()) ?? '').split(', ')[1];
    const [a, b] = [await nombre(1), await nombre(2)];
    await page.getByRole('checkbox', { name: `Asistió: ${a}` }).check();
    await page.getByRole('checkbox', { name: `Asistió: ${b}` }).check();
    const score = (n: string) => page.getByRole('textbox', { name: `Puntuación (de 100): ${n}` });
    await score(a).fill('85,5');
    await page.getByText('Escriba un número como 85.5: punto para los decimales (hasta 2), sin coma.').waitFor();
    await score(a).fill('120');
    await page.getByText('La puntuación máxima es 100.').waitFor();
    await score(a).fill('85.5');
    await score(a).press('Enter');
    await expect.poll(() => score(b).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('52');
    // Typed and not saved: leaving asks first.
    await page.getByRole('banner').getByRole('link').first().click();
    const question = page.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await question.getByRole('button', { name: 'Quedarme' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Guardar resultados' }).click();
    await page.getByRole('alert').filter({ hasText: 'Guardado.' }).waitFor();
    await rows.nth(1).getByText('Aprobó').waitFor();
    await rows.nth(2).getByText('No aprobó').waitFor();
    await page.context().close();
  });
});

describe("a period's offer", () => {
  it('the registry tries the offer of a plan: what is missing is said at its fields, and a trial says what would open without writing it', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'registro');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/seleccion/generar-oferta`);
    await me.getByLabel(/^Cuatrimestres del plan/).fill('1, x');
    await me.getByRole('button', { name: 'Probar' }).click();
    await me.getByText('Recinto es obligatorio.').waitFor();
    await me.getByText('Plan de estudios es obligatorio.').waitFor();
    await me
      .getByText(/^Cuatrimestres del plan/)
      .and(me.locator('.MuiFormHelperText-root'))
      .waitFor();
    await me.getByLabel(/^Recinto/).selectOption({ index: 1 });
    await me.getByLabel(/^Carrera/).selectOption({ index: 1 });
    const plan = me.getByLabel(/^Plan de estudios/);
    await plan.locator('option').nth(1).waitFor({ state: 'attached' });
    await plan.selectOption({ index: 1 });
    await me.getByLabel(/^Cuatrimestres del plan/).fill('9');
    await me.getByRole('button', { name: 'Probar' }).click();
    await me
      .getByRole('alert')
      .filter({ hasText: /nada se ha guardado|no hay nada que abrir/ })
      .waitFor();
    await me.context().close();
  });
});

describe('grades granted without a section', () => {
  it('the registry validates a subject studied elsewhere: what is missing is said at its fields, then the grant is listed', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'registro');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/academicos/convalidaciones`);
    await me.getByLabel('Matrícula').fill('2026-0007');
    await me.getByRole('button', { name: 'Buscar' }).click();
    const nueva = me.getByRole('region', { name: 'Convalidar una asignatura' });
    await nueva.getByRole('button', { name: 'Convalidar' }).click();
    await nueva.getByText('Asignatura del plan es obligatorio.').waitFor();
    await nueva.getByText('Motivo es obligatorio.').waitFor();
    const asignatura = nueva.getByLabel(/^Asignatura del plan/);
    await asignatura.locator('option').nth(1).waitFor({ state: 'attached' });
    // A subject of the plan's last term: a first-year student has not passed it.
    await asignatura.selectOption({ index: (await asignatura.locator('option').count()) - 1 });
    await nueva.getByLabel('Institución de origen').fill('Universidad del Caribe');
    await nueva.getByLabel('Calificación de origen').fill('A');
    await nueva.getByLabel(/^Motivo/).fill('Cursada y aprobada en la institución de origen, según récord legalizado.');
    await nueva.getByRole('button', { name: 'Convalidar' }).click();
    await nueva.getByText(/^Se otorgó /).waitFor();
    await me
      .getByRole('region', { name: 'Asignaturas convalidadas' })
      .getByText(/Universidad del Caribe · A/)
      .waitFor();
    await me.context().close();
  });

  it('the registry issues a letter for a student: without a signatory it says so at the field; issued, the PDF opens and the letter is listed', async () => {
    const me = await (await h.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-DO' })).newPage();
    await signIn(me, h.url, 'registro');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/academicos/cartas`);
    await me.getByLabel('Matrícula').fill('2026-0007');
    await me.getByRole('button', { name: 'Buscar' }).click();
    const nueva = me.getByRole('region', { name: 'Nueva carta' });
    await nueva.getByRole('button', { name: 'Emitir la carta' }).click();
    await nueva.getByText('Firmante es obligatorio.').waitFor();
    await nueva.getByLabel(/^Firmante/).selectOption({ index: 1 });
    await nueva.getByLabel('Dirigida a').fill('Embajada de España');
    const [tab] = await Promise.all([me.context().waitForEvent('page'), nueva.getByRole('button', { name: 'Emitir la carta' }).click()]);
    await tab.close();
    await me.getByRole('table').getByText('Embajada de España').first().waitFor();
    await me.context().close();
  });
});

describe('a list keeps its state in the address', () => {
  it('the receipts list: a reload and a shared link reopen the same filter, search, page and open receipt', async () => {
    const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO' });
    const me = await ctx.newPage();
    await signIn(me, h.url, 'caja');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.goto(`${h.url}/financieros/documentos-contables`);
    const grid = me.getByRole('main').getByRole('table');
    const firstNumber = async () => (await grid.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
    await grid.getByRole('row').nth(1).waitFor();
    // The page shown stays until the next one arrives: each step waits for its answer, then for the rows it drew.
    const answered = (page: number) =>
      me.waitForResponse((r) => {
        const u = new URL(r.url());
        return (
          u.pathname === '/api/financieros/documentos-contables' && u.searchParams.get('estado') === 'emitido' && u.searchParams.get('page') === String(page)
        );
      });
    const firstPage = answered(1);
    await choose(me.getByLabel('Estado'), 'Emitido');
    const onPage1 = (await (await firstPage).json())[0].numero as string;
    await expect.poll(firstNumber).toBe(onPage1);
    const secondPage = answered(2);
    await me.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    const onPage2 = (await (await secondPage).json())[0].numero as string;
    await me.waitForURL((u) => u.searchParams.get('pagina') === '2' && u.searchParams.get('estado') === 'emitido');
    await expect.poll(firstNumber).toBe(onPage2);
    await grid.getByRole('row').nth(1).click();
    const dialog = me.getByRole('dialog');
    await dialog.getByText(onPage2).first().waitFor();
    const address = me.url();
    expect(new URL(address).searchParams.get('ver')).toMatch(/^\d+$/);

    await me.reload();
    await me.getByRole('dialog').getByText(onPage2).first().waitFor(); // the receipt is open again
    await me.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await me.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(me.url()).searchParams.has('ver')).toBe(false);
    expect(await firstNumber()).toBe(onPage2);
    expect(await me.getByLabel('Estado').inputValue()).toBe('emitido');

    // The same address in another tab (a shared link) opens the same list.
    const other = await ctx.newPage();
    await other.goto(address);
    await other.getByRole('dialog').getByText(onPage2).first().waitFor();

    // A new search goes back to the first page, and stays in the address.
    await me.getByLabel(/^Buscar: /).fill(onPage2);
    await me.waitForURL((u) => u.searchParams.get('q') === onPage2 && !u.searchParams.has('pagina'));
    await me.reload();
    expect(await me.getByLabel(/^Buscar: /).inputValue()).toBe(onPage2);
    await expect.poll(firstNumber).toBe(onPage2);
    await ctx.close();
  });
});

describe('continuing-education participants at the register', () => {
  it('caja finds a participant by their request code, goes to the register with them chosen, collects what they owe; their balance drops', async () => {
    const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-DO', timezoneId: 'America/Santo_Domingo' });
    const me = await ctx.newPage();
    await signIn(me, h.url, 'caja');
    await me.waitForURL((u) => !u.pathname.startsWith('/login'));
    const token = (await h.api<any>('/api/login', { method: 'POST', body: { username: 'caja', clave: 'Demo2026' } })).body.token;
    const saldo = async (identificacion: string) => (await h.api<any>(`/api/financieros/balance-personas/${identificacion}`, { token })).body;
    const debe = ((await h.api<any[]>('/api/financieros/balance-personas', { token })).body as any[]).find((b) => Number(b.balance) > 0);
    const antes = await saldo(debe.identificacion);
    const codigo = antes.solicitudes.find((x: { codigo: string | null }) => x.codigo).codigo;
    const cargo = antes.cargos.find((c: { pendiente: string }) => Number(c.pendiente) > 0);

    // The register closed at the end of the day above: she opens it again.
    await me.goto(`${h.url}/financieros/cajas-aperturas`);
    await me.getByLabel('Fondo inicial en Peso dominicano').fill('1000');
    await me.getByRole('button', { name: 'Abrir caja' }).click();
    await me.getByText(/^Abierta desde/).waitFor();

    await me.goto(`${h.url}/financieros/balance-personas`);
    await me.getByRole('table').getByRole('row').filter({ hasText: debe.nombre }).click();
    await me.getByRole('dialog', { name: debe.nombre }).getByText(cargo.concepto).first().waitFor();
    await me.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    await me.goto(`${h.url}/financiero/educacion-continuada/pagar-matriculacion`);
    await me.getByLabel('Código de la solicitud (EC-…) o cédula').fill(codigo);
    await me.getByRole('button', { name: 'Buscar' }).click();
    await me.getByRole('heading', { name: debe.nombre }).waitFor();
    await me.getByRole('link', { name: 'Cobrar en caja' }).click();
    await me.waitForURL((u) => u.pathname === '/financieros/cobros-servicios');
    await me.getByText(debe.nombre).first().waitFor();
    await me.getByRole('checkbox', { name: new RegExp(`^${cargo.concepto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
    await choose(me.getByRole('combobox', { name: 'Forma de pago' }).first(), 'Efectivo');
    await me.getByRole('button', { name: 'Poner aquí lo que falta (forma de pago 1)' }).click();
    await me.getByRole('button', { name: /^Cobrar DOP / }).click();
    await me.getByRole('dialog', { name: /^Recibo REC-\d{8} emitido$/ }).waitFor();
    const despues = await saldo(debe.identificacion);
    expect(Number(despues.balance)).toBeCloseTo(Number(antes.balance) - Number(cargo.pendiente), 2);
    expect(despues.pagos.length).toBe(antes.pagos.length + 1);
    await ctx.close();
  });
});

describe('online payment on a phone', () => {
  it('the demo student pays her ID card by card on the gateway, comes back to the approval with its receipt; a declined card says why', async () => {
    await page.goto(`${h.url}/financieros/pago-servicios-online`);
    await page.getByLabel(/Carnet estudiantil/).check();
    await page.getByRole('button', { name: 'Pagar DOP 350.00 con tarjeta' }).click();
    await page.waitForURL((u) => u.pathname === '/pasarela-prueba');
    await page.getByRole('button', { name: 'Pagar DOP 350.00' }).click();
    await page.waitForURL((u) => u.pathname === '/financieros/pago-servicios-online' && u.searchParams.has('orden'));
    const approved = page.getByRole('alert').filter({ hasText: 'Pago aprobado: DOP 350.00' });
    await approved.waitFor();
    expect(await approved.textContent()).toMatch(/Recibo REC-\d{8}, NCF B02\d{8}/);
    const [pdf] = await Promise.all([page.waitForEvent('popup'), approved.getByRole('button', { name: 'Recibo' }).click()]);
    await pdf.waitForLoadState();
    await pdf.close();

    await page.getByLabel(/Derecho de graduación/).check();
    await page.getByRole('button', { name: 'Pagar DOP 12,000.00 con tarjeta' }).click();
    await page.waitForURL((u) => u.pathname === '/pasarela-prueba');
    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pagar DOP 12,000.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'El pago no se completó: Fondos insuficientes' }).waitFor();
  });

  it('the demo student chooses another amount towards her account: one written the European way or above the balance is refused at the field', async () => {
    await page.goto(`${h.url}/financieros/pago-matricula-online`);
    await page.getByLabel('Otro monto').check();
    const monto = page.getByLabel('Monto (DOP)');
    await monto.fill('1.000,50');
    await monto.blur();
    await page.getByText('Escriba el monto como 4,950.00, 4950.00 o 4950: punto para los decimales (hasta dos), coma solo para los miles.').waitFor();
    await monto.fill('99,999,999');
    await page.getByRole('button', { name: /^Pagar .*con tarjeta$/ }).click();
    await page.getByText(/^Escriba un monto mayor que cero y hasta DOP [\d,]+\.\d\d\.$/).waitFor();
    await monto.fill('1000');
    await monto.blur();
    expect(await monto.inputValue()).toBe('1,000.00');
    await page.getByRole('button', { name: 'Pagar DOP 1,000.00 con tarjeta' }).waitFor();
  });

  it('the demo student finds her receipts of the register and of online payments, and prints one on letter paper and on the POS roll', async () => {
    await page.goto(`${h.url}/financieros/pago-servicios-online`);
    const mios = page.getByRole('region', { name: 'Mis recibos' });
    const primero = mios.getByRole('listitem').first();
    await primero.waitFor();
    expect(await primero.textContent()).toMatch(/^REC-\d{8} · DOP /);
    for (const boton of ['Imprimir (carta)', 'Imprimir (POS)']) {
      const [pdf] = await Promise.all([page.waitForEvent('popup'), primero.getByRole('button', { name: boton }).click()]);
      await pdf.waitForLoadState();
      await pdf.close();
    }
  });
});

describe('a signed-in screen', () => {
  // Here, in the demo university: the page cookie lives as long as the access token, and this suite's
  // tokens outlive a loaded machine (most suites' last 4 s, to test renewal).
  it('sends the student list drawn for the signed-in user, with its rows, and the app takes it over', async () => {
    const context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    const errors = await watchDrawing(fresh);
    // A fresh session, stored as after signing in; the app writes the page cookie when it starts with it.
    const { body: tokens } = await h.api<{ token: string; refreshToken: string }>('/api/login', {
      method: 'POST',
      body: { username: 'admin', clave: 'Demo2026' },
    });
    const rows = (await h.api<{ matriculaId: string }[]>('/api/academicos/estudiantes?pageSize=25&page=1', { token: tokens.token })).body;
    await fresh.goto(`${h.url}/login`);
    await fresh.evaluate((t) => {
      localStorage.setItem('token', t.token);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    await fresh.goto(`${h.url}/`);
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'claustro_pagina');
    expect(cookie).toMatchObject({ value: tokens.token, sameSite: 'Strict', path: '/' });
    const html = await (await fresh.goto(`${h.url}/academicos/estudiantes`))!.text();
    expect(html).toContain('data-drawn-for=');
    expect(html).toContain(`>${rows[0].matriculaId}<`);
    expect(html).toContain(`>${rows.at(-1)!.matriculaId}<`);
    await fresh.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
    // Hydrated, not replaced, without a mismatch; the list is the app's now: it pages.
    expect(await fresh.locator('#root h1').getAttribute('data-drawn')).toBe('server');
    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    await expect.poll(() => fresh.locator('tbody tr').count()).toBe(rows.length);
    await fresh.getByRole('textbox', { name: /^Buscar/ }).fill('ningún estudiante así');
    await fresh.getByText('Sin resultados').waitFor();

    // In English the app would draw over a Spanish drawing: the page cookie goes, and the list is not drawn.
    await fresh.evaluate(() => localStorage.setItem('lang', 'en'));
    // The home page still arrives drawn in Spanish (the cookie is there until the app runs); the app, in English, drops it.
    await fresh.goto(`${h.url}/`);
    await fresh.waitForFunction(() => !document.cookie.includes('claustro_pagina='));
    expect((await context.cookies()).find((c) => c.name === 'claustro_pagina')).toBeUndefined();
    expect(await (await fresh.goto(`${h.url}/academicos/estudiantes`))!.text()).not.toContain('data-drawn-for=');
    await context.close();
  });

  it("draws two users' pages at the same moment, each with its own session and data only", async () => {
    const users = ['estudiante', 'profesor', 'registro'];
    const sessions = await Promise.all(
      users.map(async (username) => {
        const { token } = (await h.api<{ token: string }>('/api/login', { method: 'POST', body: { username, clave: 'Demo2026' } })).body;
        const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { usuarioId: number; exp: number };
        return { username, token, drawnFor: `${claims.usuarioId}:${claims.exp}` };
      }),
    );
    // Eighteen page requests at once, the users' turns interleaved, each with its own page cookie.
    const asked = Array.from({ length: 18 }, (_, i) => sessions[i % sessions.length]);
    const pages = await Promise.all(
      asked.map(async (s) => ({ s, html: await (await fetch(`${h.url}/`, { headers: { cookie: `claustro_pagina=${s.token}` } })).text() })),
    );
    const drawn = pages.filter((p) => p.html.includes('data-drawn-for='));
    expect(drawn.length).toBeGreaterThanOrEqual(sessions.length); // drawn, not all sent undrawn
    for (const { s, html } of drawn) {
      expect(html).toContain(`data-drawn-for="${s.drawnFor}"`);
      expect(html).toContain(`aria-label="${s.username}"`);
      for (const other of sessions.filter((o) => o !== s)) {
        expect(html).not.toContain(`data-drawn-for="${other.drawnFor}"`);
        expect(html).not.toContain(`aria-label="${other.username}"`);
      }
    }
  });
});
