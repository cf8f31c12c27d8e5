import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../server/src/test/smtp-sink.ts';
import { signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  h = await startHarness(3189);
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await h?.stop();
});

describe('e-mail settings screen', () => {
  it('configures the SMTP server and sends a test e-mail that arrives', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await signIn(page, h.url, 'admin');
    await page.waitForURL(`${h.url}/`);
    await page.goto(`${h.url}/planta-fisica/configuracion-correo-smtp`);
    await page.getByRole('heading', { name: 'Configuración de correo (SMTP)' }).waitFor();
    await page.getByLabel(/^Servidor SMTP/).fill('127.0.0.1');
    await page.getByLabel(/^Puerto/).fill(String(sink.port));
    await page.getByLabel(/^Correo remitente/).fill('no-responder@demo.do');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado.').waitFor();
    await page.getByLabel(/^Enviar prueba a/).fill('rector@demo.do');
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await page.getByText('Correo de prueba enviado.').waitFor();
    expect(sink.messages.map((m) => m.to[0])).toContain('rector@demo.do');
  });
});
