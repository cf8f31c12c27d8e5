import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { TokenService } from '../../platform/auth/tokens.ts';
import { tokenSecret } from '../../platform/auth/secret.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, token?: string) => ctx.call({ method: 'POST', url, payload: payload as object, token });
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST /api/login', () => {
  it('answers a token carrying the session fields of spec §1', async () => {
    const res = await post('/api/login', { username: 'ADMIN', clave: 'Demo2026', tokenSeguridad: '', software: 'Claustro' });
    expect(res.status).toBe(200);
    const claims = decode(res.body.token);
    for (const f of [
      'usuarioId',
      'usuaNombre',
      'nombres',
      'apellidos',
      'email',
      'fotoPerfil',
      'companyLogo',
      'sede',
      'sedeId',
      'multipleSedes',
      'rolId',
      'expiredPassword',
    ]) {
      expect(claims).toHaveProperty(f);
    }
    expect(claims).toMatchObject({ usuaNombre: 'admin', rolId: 1, multipleSedes: true, expiredPassword: false });
    expect(res.body.refreshToken).toMatch(/^[\w-]{40,}$/);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await post('/api/login', { username: 'caja', clave: 'Nope1234' });
    const unknown = await post('/api/login', { username: 'nadie', clave: 'Nope1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('rejects a missing password with a 400 naming the field', async () => {
    const res = await post('/api/login', { username: 'caja' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('clave');
  });

  it('throttles an account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { username: 'profesor', clave: `Wrong${i}aa` })).status).toBe(401);
    const locked = await post('/api/login', { username: 'profesor', clave: 'Demo2026' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
    await ctx.database.query(`delete from login_fallo`);
  });
});

describe('tokens', () => {
  it('answers 401 with token-expired: true for an expired access token', async () => {
    const { token } = await ctx.login('registro');
    const tokens = new TokenService(await tokenSecret(ctx.database));
    const expired = await tokens.sign(decode(token), -5);
    const res = await ctx.call({ method: 'GET', url: '/api/roles', token: expired });
    expect(res.status).toBe(401);
    expect(res.headers['token-expired']).toBe('true');
    const forged = await ctx.call({ method: 'GET', url: '/api/roles', token: token.slice(0, -3) + 'abc' });
    expect(forged.status).toBe(401);
    expect(forged.headers['token-expired']).toBeUndefined();
  });

  it('rotates refresh tokens and revokes the family when one is reused', async () => {
    const first = await ctx.login('registro');
    const second = await post('/api/seguridad/usuarios/refresh-token', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const reuse = await post('/api/seguridad/usuarios/refresh-token', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    // The thief's reuse also kills the legitimate holder's newer token.
    expect((await post('/api/seguridad/usuarios/refresh-token', { refreshToken: second.body.refreshToken })).status).toBe(401);
  });
});

describe('blocked users', () => {
  it('cannot sign in, and their tokens stop working at once', async () => {
    const created = await ctx.call({
      method: 'POST',
      url: '/api/seguridad/usuarios',
      as: 'admin',
      payload: {
        usuaNombre: 'bloqueable',
        usuaEmail: 'bloqueable@demo.do',
        clave: 'Bloq2026',
        rolId: 2,
        persNombres: 'Blo',
        persApellidos: 'Queado',
        sedes: [1],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const session = await ctx.login('bloqueable', 'Bloq2026');
    expect((await ctx.call({ method: 'GET', url: '/api/roles', token: session.token })).status).toBe(200);
    const blocked = await ctx.call({ method: 'PUT', url: `/api/seguridad/usuarios/bloqueo/${created.body.usuarioId}`, as: 'admin' });
    expect(blocked.status).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/api/roles', token: session.token })).status).toBe(401);
    expect((await post('/api/seguridad/usuarios/refresh-token', { refreshToken: session.refreshToken })).status).toBe(401);
    const again = await post('/api/login', { username: 'bloqueable', clave: 'Bloq2026' });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('user_blocked');
  });
});

describe('passwords', () => {
  async function newUser(name: string, extra: object = {}) {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/seguridad/usuarios',
      as: 'admin',
      payload: { usuaNombre: name, usuaEmail: `${name}@demo.do`, clave: 'Inicial2026', rolId: 2, persNombres: 'N', persApellidos: 'A', sedes: [1], ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  it('changes a password only with the right current one, a strong new one and a matching confirmation', async () => {
    await newUser('cambia');
    const { token } = await ctx.login('cambia', 'Inicial2026');
    const change = (body: object) => post('/api/login/cambiar-clave', body, token);
    expect((await change({ ClaveActual: 'Inicial2026', NuevaClave: 'debil', ConfirmarClave: 'debil' })).body.fields).toHaveProperty('nuevaClave');
    expect((await change({ ClaveActual: 'Inicial2026', NuevaClave: 'Nueva2026', ConfirmarClave: 'Otra2026' })).body.code).toBe('password_mismatch');
    expect((await change({ ClaveActual: 'Mala2026', NuevaClave: 'Nueva2026', ConfirmarClave: 'Nueva2026' })).body.code).toBe('wrong_current_password');
    const ok = await change({ UsuarioId: 1, ClaveActual: 'Inicial2026', NuevaClave: 'Nueva2026', ConfirmarClave: 'Nueva2026' });
    expect(ok.status).toBe(200);
    // Other sessions end; the new token works.
    expect((await ctx.call({ method: 'GET', url: '/api/roles', token })).status).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/api/roles', token: ok.body.token })).status).toBe(200);
    expect((await post('/api/login', { username: 'cambia', clave: 'Nueva2026' })).status).toBe(200);
  });

  it('with an expired password, refuses everything but changing it', async () => {
    await newUser('vencido', { usuaClaveVence_Fecha: '2020-01-01' });
    const { token } = await ctx.login('vencido', 'Inicial2026');
    expect(decode(token).expiredPassword).toBe(true);
    const refused = await ctx.call({ method: 'GET', url: '/api/roles', token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('password_expired');
    const ok = await post('/api/login/cambiar-clave', { claveActual: 'Inicial2026', nuevaClave: 'Renovada2026', confirmarClave: 'Renovada2026' }, token);
    expect(ok.status).toBe(200);
    expect(decode(ok.body.token).expiredPassword).toBe(false);
    expect((await ctx.call({ method: 'GET', url: '/api/roles', token: ok.body.token })).status).toBe(200);
  });

  it('resets a forgotten password with a single-use code', async () => {
    await newUser('olvido');
    expect((await post('/api/login/olvide-mi-clave', { username: 'olvido' })).body).toEqual({ enviado: true });
    expect((await post('/api/login/olvide-mi-clave', { username: 'no-existe' })).body).toEqual({ enviado: true });
    const code = ctx.resetCodes.get('olvido')!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/api/login/olvide-mi-clave/confirmar', { username: 'olvido', code: '000000' === code ? '111111' : '000000' })).status).toBe(400);
    expect((await post('/api/login/olvide-mi-clave/confirmar', { username: 'olvido', code })).body).toEqual({ valido: true });
    const reset = await post('/api/login/olvide-mi-clave/cambiar-clave', { username: 'olvido', code, clave: 'Olvidada2026', verifyClave: 'Olvidada2026' });
    expect(reset.status).toBe(200);
    expect((await post('/api/login', { username: 'olvido', clave: 'Olvidada2026' })).status).toBe(200);
    const reused = await post('/api/login/olvide-mi-clave/cambiar-clave', { username: 'olvido', code, clave: 'Otra2026x', verifyClave: 'Otra2026x' });
    expect(reused.status).toBe(400);
  });

  it('lets an administrator set another user’s password and force its change', async () => {
    const u = await newUser('porotro');
    const res = await ctx.call({
      method: 'PUT',
      url: `/api/seguridad/usuarios/clave/${u.usuarioId}`,
      as: 'admin',
      payload: { nuevaClave: 'Puesta2026', confirmarClave: 'Puesta2026' },
    });
    expect(res.status).toBe(204);
    expect(decode((await ctx.login('porotro', 'Puesta2026')).token).expiredPassword).toBe(true);
    expect(
      (
        await ctx.call({
          method: 'PUT',
          url: `/api/seguridad/usuarios/clave/${u.usuarioId}`,
          as: 'registro',
          payload: { nuevaClave: 'Puesta2026', confirmarClave: 'Puesta2026' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('campus change', () => {
  it('switches only to a campus the user has', async () => {
    const { token } = await ctx.login('admin');
    const sedes = await ctx.call({ method: 'GET', url: '/api/planta-fisica/sedes/usuario', token });
    expect(sedes.body).toHaveLength(2);
    const other = sedes.body.find((s: { sedeId: number }) => s.sedeId !== decode(token).sedeId);
    const res = await post('/api/login/cambiar-recinto', { UsuarioId: 1, SedeId: other.sedeId }, token);
    expect(res.status).toBe(200);
    expect(decode(res.body.token)).toMatchObject({ sedeId: other.sedeId, sede: other.sedeDescripcion });
    const caja = await ctx.login('caja');
    const [sti] = await ctx.database.query<{ sede_id: number }>(`select sede_id from sede where sede_iniciales = 'STI'`);
    expect((await post('/api/login/cambiar-recinto', { sedeId: sti.sede_id }, caja.token)).status).toBe(403);
  });
});
