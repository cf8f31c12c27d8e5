import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let ctx: TestContext;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const base = '/api/planta-fisica/configuracion-correo-smtp';

beforeAll(async () => {
  ctx = await createTestContext({ realMail: true });
  sink = await startSmtpSink({ user: 'claustro', pass: 'Smtp-Secreto-1' });
});
afterAll(async () => {
  await sink.close();
  await ctx.close();
});

const settings = (extra: object = {}) => ({
  host: '127.0.0.1',
  puerto: sink.port,
  seguro: false,
  usuario: 'claustro',
  clave: 'Smtp-Secreto-1',
  remitente: 'no-responder@demo.claustro.do',
  remitenteNombre: 'Universidad de Pruebas',
  activo: true,
  ...extra,
});
const save = (payload: object) => ctx.call({ method: 'PUT', url: base, as: 'admin', payload });

describe('SMTP settings', () => {
  it('are kept from users without the screen and validated field by field', async () => {
    expect((await ctx.call({ method: 'GET', url: base, as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: base, as: 'admin' })).body).toBeNull();
    const bad = await save({ host: 'no valido!', puerto: 70000, remitente: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['host', 'puerto', 'remitente']));
  });

  it('store the password encrypted, never answer it, and keep it when the form leaves it blank', async () => {
    const res = await save(settings());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ host: '127.0.0.1', tieneClave: true });
    expect(JSON.stringify(res.body)).not.toContain('Smtp-Secreto-1');
    const [row] = await ctx.database.query<{ clave_cifrada: string }>(`select clave_cifrada from configuracion_smtp`);
    expect(row.clave_cifrada).toMatch(/^v1:/);
    expect(row.clave_cifrada).not.toContain('Smtp-Secreto-1');
    expect((await save(settings({ clave: '' }))).body.tieneClave).toBe(true);
    const audited = await ctx.database.query<{ despues: unknown }>(`select despues from audit_log where entidad = 'configuracionSmtp'`);
    expect(JSON.stringify(audited)).not.toContain('Smtp-Secreto-1');
  });

  it('send a test e-mail through the real server, and say why when it refuses', async () => {
    const ok = await ctx.call({ method: 'POST', url: `${base}/prueba`, as: 'admin', payload: { para: 'rector@demo.do' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const got = sink.messages.at(-1)!;
    expect(got.to).toEqual(['rector@demo.do']);
    expect(got.raw).toMatch(/Subject: Prueba de correo/);
    await save(settings({ clave: 'equivocada' }));
    const refused = await ctx.call({ method: 'POST', url: `${base}/prueba`, as: 'admin', payload: { para: 'rector@demo.do' } });
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('smtp_failed');
    await save(settings());
  });
});

describe('outgoing mail', () => {
  it('sends the forgot-password code by e-mail, and the code works', async () => {
    const before = sink.messages.length;
    await ctx.call({ method: 'POST', url: '/api/login/olvide-mi-clave', payload: { username: 'caja' } });
    await ctx.app.jobs.drain();
    expect(sink.messages.length).toBe(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail.to).toEqual(['caja@demo.claustro.do']);
    const code = /es (\d{6})\./.exec(mail.raw)![1];
    const reset = await ctx.call({
      method: 'POST',
      url: '/api/login/olvide-mi-clave/cambiar-clave',
      payload: { username: 'caja', code, clave: 'PorCorreo2026', verifyClave: 'PorCorreo2026' },
    });
    expect(reset.status).toBe(200);
    expect((await ctx.call({ method: 'POST', url: '/api/login', payload: { username: 'caja', clave: 'PorCorreo2026' } })).status).toBe(200);
  });

  it('retries a refused message and sends it exactly once', async () => {
    const flaky = await startSmtpSink({ failFirst: 2 });
    await save(settings({ puerto: flaky.port, usuario: null }));
    const id = await ctx.app.mail.queue({ para: 'a@demo.do', asunto: 'Reintento', texto: 'hola' });
    await ctx.app.jobs.drain();
    expect(flaky.messages).toHaveLength(1);
    const [row] = await ctx.database.query<{ estado: string; intentos: number }>(`select estado, intentos from correo_saliente where id = $1`, [id]);
    expect(row).toEqual({ estado: 'enviado', intentos: 3 });
    await ctx.app.jobs.drain(); // nothing left to do: nothing is sent twice
    expect(flaky.messages).toHaveLength(1);
    await flaky.close();
  });

  it('keeps a message that cannot be sent visible to the administrator, who can queue it again', async () => {
    const gone = await startSmtpSink();
    const port = gone.port;
    await gone.close();
    await save(settings({ puerto: port, usuario: null }));
    const id = await ctx.app.mail.queue({ para: 'b@demo.do', asunto: 'Sin servidor', texto: 'hola' });
    await ctx.app.jobs.drain();
    const failed = await ctx.call({ method: 'GET', url: '/api/planta-fisica/correos-salientes?estado=fallido', as: 'admin' });
    const row = failed.body.find((m: { id: number }) => m.id === id);
    expect(row).toMatchObject({ estado: 'fallido', intentos: 6 });
    expect(row.ultimoError).toMatch(/ECONNREFUSED|connect/i);
    await save(settings());
    expect((await ctx.call({ method: 'POST', url: `/api/planta-fisica/correos-salientes/${id}/reintentar`, as: 'admin' })).status).toBe(204);
    await ctx.app.jobs.drain();
    const [after] = await ctx.database.query<{ estado: string }>(`select estado from correo_saliente where id = $1`, [id]);
    expect(after.estado).toBe('enviado');
    expect((await ctx.call({ method: 'POST', url: `/api/planta-fisica/correos-salientes/${id}/reintentar`, as: 'registro' })).status).toBe(403);
  });

  it('without a server, keeps a message in the outbox as not sent, once: no retries, no warning per message; sent when one is configured', async () => {
    await save(settings({ activo: false }));
    const id = await ctx.app.mail.queue({ para: 'c@demo.do', asunto: 'Sin configurar', texto: 'hola' });
    const jobs = async () => (await ctx.database.query<{ n: number }>(`select count(*)::int as n from job where clave_unica like $1`, [`correo:${id}:%`]))[0].n;
    expect(await jobs()).toBe(0);
    const [row] = await ctx.database.query<{ estado: string; intentos: number; ultimo_error: string }>(
      `select estado, intentos, ultimo_error from correo_saliente where id = $1`,
      [id],
    );
    expect(row).toEqual({ estado: 'fallido', intentos: 0, ultimo_error: 'smtp_not_configured' });
    await save(settings());
    expect((await ctx.call({ method: 'POST', url: `/api/planta-fisica/correos-salientes/${id}/reintentar`, as: 'admin' })).status).toBe(204);
    await ctx.app.jobs.drain();
    const [after] = await ctx.database.query<{ estado: string }>(`select estado from correo_saliente where id = $1`, [id]);
    expect(after.estado).toBe('enviado');
  });
});
