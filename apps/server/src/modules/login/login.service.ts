import { randomInt } from 'node:crypto';
import type { Actor, Caller } from '../../platform/actor.ts';
import { sql } from 'drizzle-orm';
import { isStrongPassword, strongPasswordMessage } from '@claustro/domain/seguridad/password.rules';
import { DomainError } from '../../platform/errors.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { newOpaqueToken, refreshTokenSeconds, sha256, type SessionClaims, type TokenService } from '../../platform/auth/tokens.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { attemptsGuard } from '../../platform/attempts.ts';

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

interface UserRow {
  usuario_id: number;
  usua_nombre: string;
  usua_email: string;
  clave_hash: string;
  rol_id: number;
  sede_id: number | null;
  company_id: number;
  sesion_version: number;
  estatus: boolean;
  usua_cambia_clave: boolean;
  usua_clave_vence_fecha: string | null;
  pers_nombres: string;
  pers_apellidos: string;
  pers_foto: string | null;
}

const userSelect = `select u.usuario_id, u.usua_nombre, u.usua_email, u.clave_hash, u.rol_id, u.sede_id, u.company_id,
       u.sesion_version, u.estatus, u.usua_cambia_clave, u.usua_clave_vence_fecha::text as usua_clave_vence_fecha,
       p.pers_nombres, p.pers_apellidos, p.pers_foto
  from usuario u join persona p on p.persona_id = u.persona_id`;

export interface SessionTokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

export function loginService(deps: LoginDeps) {
  const { database, tokens, clock } = deps;
  const attempts = attemptsGuard(database);

  async function findUser(username: string): Promise<UserRow | undefined> {
    const [row] = await database.query<UserRow>(`${userSelect} where lower(u.usua_nombre) = lower($1) or lower(u.usua_email) = lower($1) limit 1`, [
      username.trim(),
    ]);
    return row;
  }

  async function userById(usuarioId: number): Promise<UserRow> {
    const [row] = await database.query<UserRow>(`${userSelect} where u.usuario_id = $1`, [usuarioId]);
    if (!row) throw new DomainError('refresh_invalid');
    return row;
  }

  function passwordExpired(u: UserRow): boolean {
    return u.usua_cambia_clave || (u.usua_clave_vence_fecha !== null && u.usua_clave_vence_fecha < clock.today());
  }

  /** The campuses a user may work in, and the one chosen (the requested one, else the default, else the first). */
  async function sedesOf(usuarioId: number): Promise<{ sedeId: number; sedeDescripcion: string }[]> {
    return database.query(
      `select s.sede_id as "sedeId", s.sede_descripcion as "sedeDescripcion"
         from usuario_sede us join sede s on s.sede_id = us.sede_id
        where us.usuario_id = $1 and s.estatus order by s.sede_descripcion`,
      [usuarioId],
    );
  }

  async function claimsFor(u: UserRow, sedeId: number | null): Promise<SessionClaims> {
    const sedes = await sedesOf(u.usuario_id);
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
    await database.query(
      `insert into refresh_token (familia, usuario_id, hash, sede_id, expira_en)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [familia, u.usuario_id, sha256(refreshToken), claims.sedeId, refreshTokenSeconds],
    );
    return { token: await tokens.sign(claims), refreshToken, expiresIn: refreshTokenSeconds };
  }

  function checkNewPassword(nueva: string, confirmacion: string) {
    if (!isStrongPassword(nueva)) throw new DomainError('validation', {}, { nuevaClave: strongPasswordMessage });
    if (nueva !== confirmacion) {
      throw new DomainError('password_mismatch', {}, { confirmarClave: { code: 'password_mismatch' } });
    }
  }

  /** Sets a password and ends every session of the user, in one transaction. */
  async function setPassword(who: Caller | null, usuarioId: number, plain: string, mustChange = false) {
    const claveHash = await hashPassword(plain);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update usuario set clave_hash = ${claveHash}, usua_cambia_clave = ${mustChange},
                              usua_clave_vence_fecha = null, sesion_version = sesion_version + 1
                            where usuario_id = ${usuarioId}`);
      await tx.execute(sql`update refresh_token set revocado_en = now() where usuario_id = ${usuarioId} and revocado_en is null`);
      await audit(tx, who, { entidad: 'usuario', entidadId: usuarioId, accion: 'clave', despues: { usuaCambiaClave: mustChange } });
    });
    deps.access?.forget(usuarioId);
  }

  return {
    findUser,

    async login(visitor: Caller, username: string, clave: string, tokenSeguridad?: string | null): Promise<SessionTokens> {
      await deps.captcha.verify(tokenSeguridad, visitor.ip ?? undefined);
      const accountKey = `u:${username.trim().toLowerCase()}`;
      const addressKey = `ip:${visitor.ip}`;
      await attempts.check(
        [
          { key: accountKey, max: throttle.perAccount },
          { key: addressKey, max: throttle.perAddress },
        ],
        throttle.windowMinutes,
      );
      const user = await findUser(username);
      const ok = user ? await verifyPassword(user.clave_hash, clave) : (await burnPasswordCheck(clave), false);
      if (!user || !ok) {
        await attempts.record([accountKey, addressKey]);
        throw new DomainError('invalid_credentials');
      }
      if (!user.estatus) throw new DomainError('user_blocked');
      await database.query(`delete from login_fallo where clave = $1`, [accountKey]);
      return issue(user, user.sede_id);
    },

    /** Signs in a user whose e-mail an identity provider vouched for (Microsoft sign-in). */
    async loginVerifiedEmail(email: string): Promise<SessionTokens> {
      const [user] = await database.query<UserRow>(`${userSelect} where lower(u.usua_email) = lower($1) limit 1`, [email.trim()]);
      if (!user) throw new DomainError('office_unknown_user');
      if (!user.estatus) throw new DomainError('user_blocked');
      return issue(user, user.sede_id);
    },

    /** Rotates a refresh token. A token used twice means it was stolen: its whole family is revoked. */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const [used] = await database.query<{ id: number; familia: string; usuario_id: number; sede_id: number | null }>(
        `update refresh_token set usado_en = now()
          where hash = $1 and usado_en is null and revocado_en is null and expira_en > now()
          returning id, familia, usuario_id, sede_id`,
        [sha256(refreshToken)],
      );
      if (!used) {
        await this.revokeFamily(refreshToken);
        throw new DomainError('refresh_invalid');
      }
      const user = await userById(used.usuario_id);
      if (!user.estatus) throw new DomainError('refresh_invalid');
      return issue(user, used.sede_id, used.familia);
    },

    async changePassword(actor: Actor, session: SessionClaims, actual: string, nueva: string, confirmacion: string) {
      checkNewPassword(nueva, confirmacion);
      const user = await userById(session.usuarioId);
      if (!(await verifyPassword(user.clave_hash, actual))) {
        throw new DomainError('wrong_current_password', {}, { claveActual: { code: 'wrong_current_password' } });
      }
      if (actual === nueva) throw new DomainError('password_reused', {}, { nuevaClave: { code: 'password_reused' } });
      await setPassword(actor, user.usuario_id, nueva);
      return issue(await userById(user.usuario_id), session.sedeId);
    },

    /** An administrator sets another user's password (`/seguridad/usr-cambiar-clave`). */
    async adminSetPassword(actor: Actor, usuarioId: number, nueva: string, confirmacion: string, mustChange: boolean) {
      checkNewPassword(nueva, confirmacion);
      await userById(usuarioId);
      await setPassword(actor, usuarioId, nueva, mustChange);
    },

    /** Always answers the same, so that nobody learns which user names exist. */
    async forgotPassword(username: string): Promise<void> {
      const user = await findUser(username);
      if (!user || !user.estatus) return;
      const [recent] = await database.query<{ n: number }>(
        `select count(*)::int as n from clave_reset where usuario_id = $1 and creado_en > now() - interval '1 hour'`,
        [user.usuario_id],
      );
      if (recent.n >= 3) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await database.query(`insert into clave_reset (usuario_id, codigo_hash, expira_en) values ($1, $2, now() + make_interval(mins => $3))`, [
        user.usuario_id,
        sha256(code),
        resetCodeMinutes,
      ]);
      await deps.sendResetCode({ usuarioId: user.usuario_id, email: user.usua_email, usuaNombre: user.usua_nombre }, code);
    },

    /** Checks a code without using it up; each wrong try counts against the code. */
    async confirmResetCode(username: string, code: string): Promise<number> {
      const user = await findUser(username);
      if (!user) throw new DomainError('code_invalid');
      const [row] = await database.query<{ id: number; codigo_hash: string }>(
        `update clave_reset set intentos = intentos + 1
          where id = (select id from clave_reset where usuario_id = $1 and usado_en is null and expira_en > now()
                        and intentos < $2 order by id desc limit 1)
          returning id, codigo_hash`,
        [user.usuario_id, resetCodeAttempts],
      );
      if (!row || row.codigo_hash !== sha256(code.trim())) throw new DomainError('code_invalid', {}, { code: { code: 'code_invalid' } });
      return row.id;
    },

    async resetPassword(visitor: Caller, username: string, code: string, clave: string, verify: string) {
      if (!isStrongPassword(clave)) throw new DomainError('validation', {}, { clave: strongPasswordMessage });
      if (clave !== verify) throw new DomainError('password_mismatch', {}, { verifyClave: { code: 'password_mismatch' } });
      const id = await this.confirmResetCode(username, code);
      const [claimed] = await database.query<{ usuario_id: number }>(
        `update clave_reset set usado_en = now() where id = $1 and usado_en is null returning usuario_id`,
        [id],
      );
      if (!claimed) throw new DomainError('code_invalid');
      await setPassword(visitor, claimed.usuario_id, clave);
    },

    async changeSede(session: SessionClaims, sedeId: number): Promise<SessionTokens> {
      const sedes = await sedesOf(session.usuarioId);
      if (!sedes.some((s) => s.sedeId === sedeId)) throw new DomainError('sede_not_allowed');
      return issue(await userById(session.usuarioId), sedeId);
    },

    /** Sign-out: the refresh token and its whole family stop working. */
    async revokeFamily(refreshToken: string): Promise<void> {
      await database.query(
        `update refresh_token set revocado_en = now()
          where revocado_en is null and familia = (select familia from refresh_token where hash = $1)`,
        [sha256(refreshToken)],
      );
    },

    sedesOf,
  };
}

export type LoginService = ReturnType<typeof loginService>;
