import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let ctx: TestContext;
let base = '';
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => ctx.close());

const userId = async (name: string) =>
  (await ctx.database.query<{ usuario_id: number }>(`select usuario_id from usuario where usua_nombre = $1`, [name]))[0].usuario_id;
const send = (payload: object, as = 'admin') => ctx.call({ method: 'POST', url: '/api/administracion-sistema/mensajes', as, payload });
const total = async (as: string) => (await ctx.call({ method: 'GET', url: '/api/seguridad/usuario-mensajes/total', as })).body as number;
const ticket = async (as: string) => (await ctx.call({ method: 'POST', url: '/api/seguridad/usuario-mensajes/ticket', as })).body.ticket as string;

/** Opens the hub and collects what it says. */
function openHub(t: string) {
  const ws = new WebSocket(`ws://${base}/mensajesHub?ticket=${encodeURIComponent(t)}`);
  const received: { event: string; data: { userId: number; totalMensajesActivos: number } }[] = [];
  ws.on('message', (m) => received.push(JSON.parse(String(m))));
  // How long to wait for a pushed event: generous, so a loaded machine does not fail a push that works.
  const next = (pred: (n: number) => boolean, ms = 10_000) =>
    new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        const hit = received.find((r) => pred(r.data.totalMensajesActivos));
        if (hit) return resolve(hit.data.totalMensajesActivos);
        if (Date.now() - started > ms) return reject(new Error(`no matching event in ${ms} ms: ${JSON.stringify(received)}`));
        setTimeout(check, 10);
      };
      check();
    });
  return { ws, received, next, closed: new Promise<number>((r) => ws.on('close', (code) => r(code))) };
}

describe('inbox', () => {
  it('delivers a message to the chosen user, with sender data, and counts it until read', async () => {
    const caja = await userId('caja');
    const before = await total('caja');
    const res = await send({ mensaje: 'Reunión a las 3', usuarios: [caja] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.total).toBe(1);
    expect(await total('caja')).toBe(before + 1);
    const list = await ctx.call({ method: 'GET', url: '/api/seguridad/usuario-mensajes/mensajes', as: 'caja' });
    expect(list.body[0]).toMatchObject({ usuario: 'admin', usMeMensaje: 'Reunión a las 3', nombres: 'Ana', leido: false });
    const mid = list.body[0].usuarioMensajeId;
    expect((await ctx.call({ method: 'PUT', url: `/api/seguridad/usuario-mensajes/${mid}/leido`, as: 'caja' })).status).toBe(204);
    expect(await total('caja')).toBe(before);
    // Someone else cannot mark it: nothing happens to caja's message.
    await ctx.call({ method: 'PUT', url: `/api/seguridad/usuario-mensajes/${mid}/leido`, as: 'profesor' });
  });

  it('sends to a role or a campus in one go, skipping blocked users, and refuses senders without the screen', async () => {
    const blocked = await ctx.call({
      method: 'POST',
      url: '/api/seguridad/usuarios',
      as: 'admin',
      payload: {
        usuaNombre: 'inactivo',
        usuaEmail: 'inactivo@demo.do',
        clave: 'Inactivo2026',
        rolId: 2,
        persNombres: 'I',
        persApellidos: 'N',
        sedes: [1],
        estatus: false,
      },
    });
    expect(blocked.status).toBe(201);
    const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from usuario where rol_id = 2 and estatus`);
    const byRole = await send({ mensaje: 'Aviso a Registro', roles: [2] });
    expect(byRole.body.total).toBe(n);
    const [{ m }] = await ctx.database.query<{ m: number }>(
      `select count(distinct u.usuario_id)::int as m from usuario u join usuario_sede s on s.usuario_id = u.usuario_id where s.sede_id = 2 and u.estatus`,
    );
    expect((await send({ mensaje: 'Aviso a Santiago', sedes: [2] })).body.total).toBe(m);
    const none = await send({ mensaje: 'A nadie' });
    expect(none.status).toBe(400);
    expect(none.body.fields).toHaveProperty('usuarios');
    expect((await send({ mensaje: 'x', roles: [2] }, 'caja')).status).toBe(403);
    expect((await send({ mensaje: '', roles: [2] })).status).toBe(400);
  });
});

describe('the hub', () => {
  it('tells a connected browser its unread count at once and on every change', async () => {
    const hub = openHub(await ticket('profesor'));
    const start = await hub.next(() => true);
    await send({ mensaje: 'Entregue las notas', usuarios: [await userId('profesor')] });
    expect(await hub.next((n) => n === start + 1)).toBe(start + 1);
    await ctx.call({ method: 'PUT', url: '/api/seguridad/usuario-mensajes/leidos', as: 'profesor' });
    expect(await hub.next((n) => n === 0)).toBe(0);
    expect(hub.received.every((r) => r.event === 'GetTotalMensajes' && r.data.userId === hub.received[0].data.userId)).toBe(true);
    hub.ws.close();
  });

  it('refuses a connection without a valid ticket (an access token is no ticket)', async () => {
    expect(await openHub('no-es-un-ticket').closed).toBe(4401);
    expect(await openHub((await ctx.login('profesor')).token).closed).toBe(4401);
  });

  it('speaks server-sent events when WebSocket is not available', async () => {
    const t = await ticket('registro');
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get(`http://${base}/mensajesHub/sse?ticket=${encodeURIComponent(t)}`, (res) => {
        expect(res.headers['content-type']).toMatch(/text\/event-stream/);
        let buf = '';
        res.on('data', (c: Buffer) => {
          buf += c.toString();
          const m = /event: GetTotalMensajes\ndata: (.+)\n\n/.exec(buf);
          if (m) {
            req.destroy();
            resolve(m[1]);
          }
        });
      });
      req.on('error', reject);
    });
    expect(JSON.parse(first)).toMatchObject({ userId: await userId('registro'), totalMensajesActivos: expect.any(Number) });
    const bad = await ctx.call({ method: 'GET', url: '/mensajesHub/sse?ticket=malo' });
    expect(bad.status).toBe(401);
  });
});

describe('e-mail copies', () => {
  it('are sent once per recipient through SMTP, even when the job runs again, with progress to show', async () => {
    const sink = await startSmtpSink();
    await ctx.call({
      method: 'PUT',
      url: '/api/planta-fisica/configuracion-correo-smtp',
      as: 'admin',
      payload: { host: '127.0.0.1', puerto: sink.port, remitente: 'avisos@demo.do', activo: true },
    });
    const res = await send({ mensaje: 'Cierre de semestre', asunto: 'Aviso', roles: [3, 4], correo: true });
    const envioId = res.body.envioId;
    await ctx.app.jobs.drain();
    expect(sink.messages).toHaveLength(res.body.total);
    // The job again (a retry): nobody gets it twice.
    await ctx.database.query(`update job set estado = 'pendiente', ejecutar_en = now() where clave_unica = $1`, [`mensajes.correo:${envioId}`]);
    await ctx.app.jobs.drain();
    expect(sink.messages).toHaveLength(res.body.total);
    const progress = await ctx.call({ method: 'GET', url: `/api/administracion-sistema/mensajes/envios/${envioId}`, as: 'admin' });
    expect(progress.body).toMatchObject({ total: res.body.total, correosEnviados: res.body.total, correosEnCola: 0, correosFallidos: 0 });
    await sink.close();
  });
});

describe('system notices', () => {
  it('shows everyone, students included, the notices in force today only', async () => {
    const create = (payload: object) => ctx.call({ method: 'POST', url: '/api/administracion-sistema/mensajes-sistema', as: 'admin', payload });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date());
    expect(
      (await create({ meSiTitulo: 'Mantenimiento', meSiMensaje: 'El sistema se detiene el sábado.', meSiDesde: today, meSiHasta: '2099-12-31' })).status,
    ).toBe(201);
    expect((await create({ meSiTitulo: 'Viejo', meSiMensaje: 'Ya pasó.', meSiDesde: '2020-01-01', meSiHasta: '2020-01-02' })).status).toBe(201);
    expect((await create({ meSiTitulo: 'Apagado', meSiMensaje: 'Inactivo.', meSiDesde: today, meSiHasta: '2099-12-31', estatus: false })).status).toBe(201);
    const seen = await ctx.call({ method: 'GET', url: '/api/administracion-sistema/mensajes-sistema/vigentes', as: 'estudiante' });
    expect(seen.body.map((n: { meSiTitulo: string }) => n.meSiTitulo)).toEqual(['Mantenimiento']);
    expect((await create({ meSiTitulo: 'x', meSiMensaje: 'y', meSiDesde: today, meSiHasta: today })).status).toBe(201);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: '/api/administracion-sistema/mensajes-sistema',
          as: 'estudiante',
          payload: { meSiTitulo: 'x', meSiMensaje: 'y', meSiDesde: today, meSiHasta: today },
        })
      ).status,
    ).toBe(403);
  });
});
