import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(3191);
});
afterAll(async () => {
  await h?.stop();
});

describe('messages', () => {
  it('shows on the bell, within a second, a message sent from another browser session', async () => {
    const reader = await (await h.browser.newContext()).newPage();
    await signIn(reader, h.url, 'registro');
    await reader.waitForURL(`${h.url}/`);
    const count = reader.getByTestId('bell-count').locator('.MuiBadge-badge');
    await expect.poll(() => count.textContent()).toBe('0');

    const sender = await (await h.browser.newContext()).newPage();
    await signIn(sender, h.url, 'admin');
    await sender.waitForURL(`${h.url}/`);
    await sender.goto(`${h.url}/administracion-sistema/mensajes`);
    await sender.getByLabel(/^Mensaje/).fill('Mañana no hay clases');
    await sender.getByLabel('Usuarios').fill('registro');
    await sender.getByRole('option', { name: /^registro —/ }).click();
    await sender.getByRole('button', { name: 'Enviar' }).click();
    const sentAt = Date.now();
    await sender.getByText('Enviado a 1 persona.').waitFor();

    await expect.poll(() => count.textContent(), { timeout: 1000, interval: 25 }).toBe('1');
    expect(Date.now() - sentAt).toBeLessThan(1500);
    await reader.getByTestId('bell').click();
    await reader.getByRole('menuitem', { name: /Mañana no hay clases/ }).click();
    await reader.waitForURL('**/mensajes');
    await reader.getByRole('button', { name: 'Marcar leído' }).click();
    await expect.poll(() => count.textContent(), { timeout: 2000 }).toBe('0');
  });
});
