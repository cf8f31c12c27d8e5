import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/** How long a change pushed between processes may take here: far below any cache's lifetime or poll (minutes), loose enough for CI. */
const pushBoundMs = 15_000;

/** Several server processes on one PostgreSQL database (README "Several server processes"). */
const url = process.env.DATABASE_URL;
const root = resolve(import.meta.dirname, '../../../..');
const servers: ChildProcess[] = [];
let dbUrl = '';
let dbName = '';

async function waitHealthy(port: number) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

const post = async (port: number, path: string, body: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    dbName = `claustro_mp_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    // Both start at the same moment: migrations and seeding must not collide.
    for (const port of [3291, 3292]) {
      servers.push(
        spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', INSTITUTION: 'TEST', LOG_LEVEL: 'error', JWT_SECRET: '' },
          stdio: 'ignore',
        }),
      );
    }
    await Promise.all([waitHealthy(3291), waitHealthy(3292)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => (s.kill('SIGTERM'), s.once('exit', r)))));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('seeds once and shares sessions: a token from one process works on the other', async () => {
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    const { rows } = await check.query(`select count(*)::int as n from usuario where usua_nombre = 'admin'`);
    const migrations = await check.query(`select count(*)::int as n from schema_migration`);
    await check.end();
    expect(rows[0].n).toBe(1);
    expect(migrations.rows[0].n).toBeGreaterThan(0);

    const login = await post(3291, '/api/login', { username: 'admin', clave: 'Demo2026' });
    expect(login.status).toBe(200);
    const roles = await fetch('http://127.0.0.1:3292/api/roles', { headers: { authorization: `Bearer ${login.body.token}` } });
    expect(roles.status).toBe(200);
    // A refresh token used on one process and replayed on the other is detected as reuse.
    const rotated = await post(3292, '/api/seguridad/usuarios/refresh-token', { refreshToken: login.body.refreshToken });
    expect(rotated.status).toBe(200);
    expect((await post(3291, '/api/seguridad/usuarios/refresh-token', { refreshToken: login.body.refreshToken })).status).toBe(401);
  });

  it('carries a message written through one process to a browser connected to the other, pushed (within seconds on a loaded machine)', async () => {
    const admin = (await post(3291, '/api/login', { username: 'admin', clave: 'Demo2026' })).body.token;
    const caja = await post(3292, '/api/login', { username: 'caja', clave: 'Demo2026' });
    const { ticket } = (await post(3292, '/api/seguridad/usuario-mensajes/ticket', {}, caja.body.token)).body;
    const ws = new WebSocket(`ws://127.0.0.1:3292/mensajesHub?ticket=${encodeURIComponent(ticket)}`);
    const totals: number[] = [];
    ws.on('message', (m) => totals.push(JSON.parse(String(m)).data.totalMensajesActivos));
    while (!totals.length) await new Promise((r) => setTimeout(r, 10));
    const cajaId = JSON.parse(Buffer.from(caja.body.token.split('.')[1], 'base64url').toString()).usuarioId;
    const sentAt = Date.now();
    expect((await post(3291, '/api/administracion-sistema/mensajes', { mensaje: 'Desde el proceso A', usuarios: [cajaId] }, admin)).status).toBe(201);
    // Pushed, not polled: it arrives on its own, well within a bound a loaded CI machine keeps (no absolute timing asserted tighter).
    while (totals.at(-1) !== totals[0] + 1 && Date.now() - sentAt < pushBoundMs) await new Promise((r) => setTimeout(r, 10));
    expect(totals.at(-1)).toBe(totals[0] + 1);
    ws.close();
  });

  it('keeps access rows in memory and drops them on every process when a grant or a block changes', async () => {
    const admin = (await post(3291, '/api/login', { username: 'admin', clave: 'Demo2026' })).body.token;
    const profesor = (await post(3292, '/api/login', { username: 'profesor', clave: 'Demo2026' })).body.token;
    const profesorId = JSON.parse(Buffer.from(profesor.split('.')[1], 'base64url').toString()).usuarioId;
    const get = (port: number, path: string, token: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const put = (port: number, path: string, body: unknown, token: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    /**
     * Asks process B until it answers `status`: the change travels by NOTIFY, not by waiting for the
     * cache's five minutes to run out (the bound is far below that, and loose enough for a loaded machine).
     */
    const within = async (path: string, status: number) => {
      const since = Date.now();
      let last = 0;
      while (Date.now() - since < pushBoundMs) {
        last = (await get(3292, path, profesor)).status;
        if (last === status) return Date.now() - since;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`${path} still answers ${last} after ${pushBoundMs} ms`);
    };
    // Process B has the professor's row in memory (no screen for users).
    expect((await get(3292, '/api/seguridad/usuarios', profesor)).status).toBe(403);
    expect((await get(3292, '/api/seguridad/usuarios', profesor)).status).toBe(403);

    // A grant written through process A opens the screen on process B.
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    const { rows } = await check.query(`select id from opcion_menu where lower(url) = '/seguridad/usuarios'`);
    await check.end();
    expect((await put(3291, `/api/seguridad/permisos/usuario/${profesorId}`, { opciones: [rows[0].id] }, admin)).status).toBe(200);
    await within('/api/seguridad/usuarios', 200);

    // A block written through process A ends the professor's session on process B.
    expect((await put(3291, `/api/seguridad/usuarios/bloqueo/${profesorId}`, {}, admin)).status).toBe(200);
    await within('/api/seguridad/usuarios', 401);
  });
});
