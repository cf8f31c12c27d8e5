import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, startHarness, type Harness } from './harness.ts';

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
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

describe('academic set-up in the browser', () => {
  it('creates a career offered in two campuses', async () => {
    await page.goto(`${h.url}/academicos/carreras`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).first().fill('Ingeniería en Software');
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
    await dialog.getByLabel(/^Término/).first().fill('1');
    await dialog.getByLabel(/^Asignatura/).first().click();
    await page.getByRole('option', { name: 'Introducción a la programación' }).click();
    await dialog.getByRole('button', { name: 'Agregar' }).first().click();
    await dialog.getByLabel(/^Término/).nth(1).fill('2');
    await dialog.getByLabel(/^Asignatura/).nth(1).click();
    await page.getByRole('option', { name: 'Programación orientada a objetos' }).click();
    await dialog.getByRole('button', { name: 'Agregar' }).nth(1).click();
    await dialog.getByLabel(/^Asignatura/).nth(2).click();
    await page.getByRole('option', { name: 'Programación orientada a objetos' }).click();
    await dialog.getByLabel(/^Requiere/).click();
    await page.getByRole('option', { name: 'Introducción a la programación' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const { body } = await h.api<any>('/api/login', { method: 'POST', body: { username: 'registro', clave: 'Demo2026' } });
    const [saved] = (await h.api<any[]>('/api/academicos/planes-estudios?value=ISW', { token: body.token })).body;
    expect(saved.planesEstudiosDetalles.map((d: { plDeCuatrimestre: number; plDeCreditos: number }) => [d.plDeCuatrimestre, d.plDeCreditos])).toEqual([[1, 4], [2, 4]]);
    expect(saved.planesEstudiosPrerrequisitos).toHaveLength(1);
  });

  it('keeps a process calendar inside the period, saying so on the row', async () => {
    await page.goto(`${h.url}/academicos/periodos-academicos`);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Alias/).fill('2027-1');
    await dialog.getByLabel(/^Descripción/).fill('Enero–Abril 2027');
    await dialog.getByLabel(/^Año/).fill('2027');
    await dialog.getByLabel(/^Término/).fill('1');
    await dialog.getByLabel(/^Inicio/).fill('2027-01-10');
    await dialog.getByLabel(/^Fin/).fill('2027-04-30');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await pick(/^Proceso/, 'Solicitud de admisión');
    await dialog.getByLabel(/^Desde/).fill('2026-12-01');
    await dialog.getByLabel(/^Hasta/).fill('2027-01-20');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El proceso debe quedar dentro del período.').waitFor();
    await dialog.getByLabel(/^Desde/).fill('2027-01-10');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('gridcell', { name: '2027-1' }).waitFor();
  });
});
