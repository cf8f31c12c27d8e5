import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
let page: Page;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await startHarness(3186);
  // A running period, a classroom and a first section on Monday 08:00–10:00 in it, made through the API.
  const admin = (await h.api<{ token: string }>('/api/login', { method: 'POST', body: { username: 'admin', clave: 'Demo2026' } })).body.token;
  const get = async <T>(path: string) => (await h.api<T>(path, { token: admin })).body;
  const post = async (path: string, body: unknown) => {
    const res = await h.api<any>(path, { method: 'POST', body, token: admin });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const [sd] = await get<{ sedeId: number }[]>('/api/planta-fisica/sedes?value=Santo Domingo');
  const [edificio] = await get<{ edificioId: number }[]>('/api/planta-fisica/edificios');
  const [regular] = await get<{ tipoAulaId: number }[]>('/api/planta-fisica/tipos-aulas?value=regular');
  const [teorica] = await get<{ tipoSeccionId: number }[]>('/api/horarios/tipos-secciones?value=Teórica');
  const [calculo] = await get<{ asignaturaId: number }[]>('/api/academicos/asignaturas?value=MAT-201');
  const periodo = await post('/api/academicos/periodos-academicos', {
    peAcAlias: 'E2E-1',
    peAcDescripcion: 'Período de prueba E2E',
    peAcAno: Number(day(0).slice(0, 4)),
    peAcCuatrimestre: 1,
    peAcFechaInicio: day(-20),
    peAcFechaFin: day(80),
  });
  const aula = await post('/api/planta-fisica/aulas', {
    aulaDescripcion: 'E-101',
    sedeId: sd.sedeId,
    edificioId: edificio.edificioId,
    tipoAulaId: regular.tipoAulaId,
    aulaCapacidadPersona: 40,
  });
  await post('/api/horarios/secciones-horarios', {
    periodoAcademicoId: periodo.periodoAcademicoId,
    asignaturaId: calculo.asignaturaId,
    tipoSeccionId: teorica.tipoSeccionId,
    seccionId: 1,
    sedeId: sd.sedeId,
    seEnCapacidad: 30,
    seEnFechaInicia: day(-20),
    seEnFechaFinaliza: day(80),
    seccionesHorariosDetalle: [{ diaId: 1, seDeHoraInicio: '08:00', seDeHoraFin: '10:00', aulaId: aula.aulaId }],
  });
  page = await (await h.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, h.url, 'registro');
  await page.waitForURL(`${h.url}/`);
});
afterAll(async () => {
  await h?.stop();
});

describe('scheduling in the browser', () => {
  it('shows the running period’s sections, refuses a room already taken naming the section that has it, and saves at a free hour', async () => {
    await page.goto(`${h.url}/horarios/secciones-horarios`);
    await page.getByRole('heading', { name: 'Secciones y horarios' }).waitFor();
    await page.getByRole('textbox', { name: 'Buscar: Secciones y horarios' }).fill('cálculo dif');
    const first = page.getByRole('row').filter({ hasText: 'MAT-201-01' });
    await first.waitFor();
    expect(await first.getByRole('cell').allInnerTexts()).toEqual([
      'MAT-201-01',
      'Cálculo diferencial',
      'Teórica',
      'Recinto Santo Domingo',
      '0 / 30',
      'Lu 08:00–10:00 E-101',
      '',
    ]);

    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva sección' });
    // The period is said (no term is open for registration here: the list's own).
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Período' }).innerText()).toBe('Período de prueba E2E');
    await dialog.getByRole('combobox', { name: 'Asignatura' }).fill('Cálculo integral');
    await page.getByRole('option', { name: 'Cálculo integral' }).click();
    await choose(dialog.getByRole('combobox', { name: 'Recinto' }), 'Recinto Santo Domingo');
    await dialog.getByRole('spinbutton', { name: 'Cupo' }).fill('25');
    await dialog.getByRole('button', { name: 'Agregar reunión' }).click();
    await dialog.getByRole('textbox', { name: 'Desde' }).fill('09:00');
    await dialog.getByRole('textbox', { name: 'Hasta' }).fill('11:00');
    await dialog.getByRole('combobox', { name: 'Aula' }).fill('E-101');
    // The picker already says the room is taken then, and by whom; the server refuses it all the same.
    await page.getByRole('option', { name: /^E-101 · .* · ocupada por MAT-201-01 de 08:00 a 10:00$/ }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // Said at the top and under the room of the meeting that clashes.
    await dialog.getByText('El aula E-101 está ocupada el lunes de 08:00 a 10:00 por la sección MAT-201-01.').nth(1).waitFor();

    await dialog.getByRole('textbox', { name: 'Desde' }).fill('10:00');
    await dialog.getByRole('textbox', { name: 'Hasta' }).fill('12:00');
    // Its week shows the section that holds it on Monday morning.
    await dialog.getByRole('button', { name: 'Semana del aula' }).click();
    const week = page.getByRole('dialog', { name: 'Semana del aula E-101' });
    await week.getByRole('listitem').filter({ hasText: 'MAT-201-01' }).first().waitFor();
    await week.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Buscar: Secciones y horarios' }).fill('MAT-202');
    await page.getByRole('cell', { name: 'Lu 10:00–12:00 E-101' }).waitFor();
  });
});
