import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@claustro/domain/seguridad/password.rules';
import type { Caller, ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords.ts';
import { newOpaqueToken, refreshTokenSeconds, sha256, type SessionClaims, type TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { attemptsGuard } from '../../platform/attempts.ts';
import { loginQueries, type UserRow } from './login.queries.ts';

/** Throttling (ASVS V2.2.1: well before 100 failures an hour). */
export const throttle = { windowMinutes: 15, perAccount: 5, perAddress: 30 };
const resetCodeMinutes = 15;
const resetCodeAttempts = 5;

export interface LoginDeps {
  database: Database;
  captcha: CaptchaService;
  tokens: TokenService;
  clock: Clock;
  companyLogo: string;
  /** Users' access rows kept in memory: a password change drops the user's at once. */
  access?: AccessCache;
  /** Delivers a forgot-password code (by e-mail once SMTP exists; to the log in development). */
  sendResetCode: (to: { usuarioId: number; email: string; usuaNombre: string }, code: string) => Promise<void>;
}

export interface SessionTokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

type NewPassword = { nuevaClave: string; confirmarClave: string };

/** Sign-in, sessions, password changes and resets, campus change (spec §7 "Session and shell"). */
export function loginService(deps: LoginDeps) {
  const { tokens, clock } = deps;
  const q = loginQueries(deps.database);
  const attempts = attemptsGuard(deps.database);

  async function userById(usuarioId: number): Promise<UserRow> {
    const row = await q.byId(usuarioId);
    if (!row) throw new DomainError('refresh_invalid');
    return row;
  }

  function passwordExpired(u: UserRow): boolean {
    return u.usua_cambia_clave || (u.usua_clave_vence_fecha !== null && u.usua_clave_vence_fecha < clock.today());
  }

  /** The session of a user in a campus: the requested one, else the default, else the first they may work in. */
  async function claimsFor(u: UserRow, sedeId: number | null): Promise<SessionClaims> {
    const sedes = await q.sedesOf(u.usuario_id);
    const sede = sedes.find((s) => s.sedeId === sedeId) ?? sedes.find((s) => s.sedeId === u.sede_id) ?? sedes[0];
    return {
      usuarioId: u.usuario_id,
      usuaNombre: u.usua_nombre,
      nombres: u.pers_nombres,
      apellidos: u.pers_apellidos,
      email: u.usua_email,
      fotoPerfil: u.pers_foto,
      companyLogo: deps.companyLogo,
      sede: sede?.sedeDescripcion ?? null,
      sedeId: sede?.sedeId ?? null,
      multipleSedes: sedes.length > 1,
      rolId: u.rol_id,
      expiredPassword: passwordExpired(u),
      companyId: u.company_id,
      sv: u.sesion_version,
    };
  }

  async function issue(u: UserRow, sedeId: number | null, familia = newOpaqueToken()): Promise<SessionTokens> {
    const claims = await claimsFor(u, sedeId);
    const refreshToken = newOpaqueToken();
    await q.insertRefreshToken(familia, u.usuario_id, refreshToken, claims.sedeId, refreshTokenSeconds);
    return { token: await tokens.sign(claims), refreshToken, expiresIn: refreshTokenSeconds };
  }

  function checkNewPassword({ nuevaClave, confirmarClave }: NewPassword) {
    if (!isStrongPassword(nuevaClave)) throw new DomainError('validation', {}, { nuevaClave: { problem: 'clave_debil' } });
    if (nuevaClave !== confirmarClave) throw new DomainError('password_mismatch', {}, { confirmarClave: { code: 'password_mismatch' } });
  }

  /** Sets a password and ends every session of the user; the user's access row is dropped in every process. */
  async function setPassword(who: Caller | null, usuarioId: number, plain: string, mustChange = false) {
    await q.setPassword(who, usuarioId, plain, mustChange);
    deps.access?.forget(usuarioId);
  }

  /** Checks a code without using it up; each wrong try counts against the code. */
  async function confirmResetCode(username: string, code: string): Promise<number> {
    const user = await q.byNameOrEmail(username);
    if (!user) throw new DomainError('code_invalid');
    const row = await q.tryResetCode(user.usuario_id, resetCodeAttempts);
    if (!row || row.codigo_hash !== sha256(code.trim())) throw new DomainError('code_invalid', {}, { code: { code: 'code_invalid' } });
    return row.id;
  }

  /** Sign-out: the refresh token and its whole family stop working. */
  const revokeFamily = async (refreshToken: string) => void (await q.revokeFamilyOf(refreshToken));

  return {
    async login({ actor: visitor, input }: ServiceCall<{ username: string; clave: string; tokenSeguridad?: string | null }, Caller>): Promise<SessionTokens> {
      await deps.captcha.verify(input.tokenSeguridad, visitor.ip ?? undefined);
      const accountKey = `u:${input.username.trim().toLowerCase()}`;
      const addressKey = `ip:${visitor.ip}`;
      await attempts.check(
        [
          { key: accountKey, max: throttle.perAccount },
          { key: addressKey, max: throttle.perAddress },
        ],
        throttle.windowMinutes,
      );
      const user = await q.byNameOrEmail(input.username);
      const ok = user ? await verifyPassword(user.clave_hash, input.clave) : (await burnPasswordCheck(input.clave), false);
      if (!user || !ok) {
        await attempts.record([accountKey, addressKey]);
        throw new DomainError('invalid_credentials');
      }
      if (!user.estatus) throw new DomainError('user_blocked');
      await q.forgetFailures(accountKey);
      return issue(user, user.sede_id);
    },

    /** Signs in a user whose e-mail an identity provider vouched for (Microsoft sign-in). */
    async loginVerifiedEmail({ input }: ServiceCall<{ email: string }, Caller>): Promise<SessionTokens> {
      const user = await q.byEmail(input.email);
      if (!user) throw new DomainError('office_unknown_user');
      if (!user.estatus) throw new DomainError('user_blocked');
      return issue(user, user.sede_id);
    },

    /** Rotates a refresh token. A token used twice means it was stolen: its whole family is revoked. */
    async refresh({ input }: ServiceCall<{ refreshToken: string }, Caller>): Promise<SessionTokens> {
      const used = await q.useRefreshToken(input.refreshToken);
      if (!used) {
        await revokeFamily(input.refreshToken);
        throw new DomainError('refresh_invalid');
      }
      const user = await userById(used.usuario_id);
      if (!user.estatus) throw new DomainError('refresh_invalid');
      return issue(user, used.sede_id, used.familia);
    },

    /** The signed-in user changes their own password: every other session ends, this one gets new tokens. */
    async changePassword({ actor, input }: ServiceCall<NewPassword & { claveActual: string }>) {
      checkNewPassword(input);
      const user = await userById(actor.usuarioId);
      if (!(await verifyPassword(user.clave_hash, input.claveActual))) {
        throw new DomainError('wrong_current_password', {}, { claveActual: { code: 'wrong_current_password' } });
      }
      if (input.claveActual === input.nuevaClave) throw new DomainError('password_reused', {}, { nuevaClave: { code: 'password_reused' } });
      await setPassword(actor, user.usuario_id, input.nuevaClave);
      return issue(await userById(user.usuario_id), actor.sedeId);
    },

    /** An administrator sets another user's password (`/seguridad/usr-cambiar-clave`). */
    async adminSetPassword({ actor, input }: ServiceCall<NewPassword & { usuarioId: number; usuaCambiaClave: boolean }>) {
      checkNewPassword(input);
      await userById(input.usuarioId);
      await setPassword(actor, input.usuarioId, input.nuevaClave, input.usuaCambiaClave);
    },

    /** Always answers the same, so that nobody learns which user names exist. */
    async forgotPassword({ input }: ServiceCall<{ username: string }, Caller>): Promise<void> {
      const user = await q.byNameOrEmail(input.username);
      if (!user || !user.estatus) return;
      if ((await q.resetCodesLastHour(user.usuario_id)) >= 3) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await q.insertResetCode(user.usuario_id, code, resetCodeMinutes);
      await deps.sendResetCode({ usuarioId: user.usuario_id, email: user.usua_email, usuaNombre: user.usua_nombre }, code);
    },

    confirmResetCode: async ({ input }: ServiceCall<{ username: string; code: string }, Caller>) => void (await confirmResetCode(input.username, input.code)),

    async resetPassword({ actor: visitor, input }: ServiceCall<{ username: string; code: string; clave: string; verifyClave: string }, Caller>) {
      if (!isStrongPassword(input.clave)) throw new DomainError('validation', {}, { clave: { problem: 'clave_debil' } });
      if (input.clave !== input.verifyClave) throw new DomainError('password_mismatch', {}, { verifyClave: { code: 'password_mismatch' } });
      const claimed = await q.claimResetCode(await confirmResetCode(input.username, input.code));
      if (!claimed) throw new DomainError('code_invalid');
      await setPassword(visitor, claimed, input.clave);
    },

    async changeSede({ actor, input }: ServiceCall<{ sedeId: number }>): Promise<SessionTokens> {
      const sedes = await q.sedesOf(actor.usuarioId);
      if (!sedes.some((s) => s.sedeId === input.sedeId)) throw new DomainError('sede_not_allowed');
      return issue(await userById(actor.usuarioId), input.sedeId);
    },

    logout: ({ input }: ServiceCall<{ refreshToken?: string | null } | null | undefined, Caller>) =>
      input?.refreshToken ? revokeFamily(input.refreshToken) : undefined,

    /** The active campuses a user may work in. */
    sedesOf: (usuarioId: number) => q.sedesOf(usuarioId),
    /** The signed-in user's own campuses. */
    ownSedes: ({ actor }: ServiceCall<unknown>) => q.sedesOf(actor.usuarioId),
  };
}

export type LoginService = ReturnType<typeof loginService>;
