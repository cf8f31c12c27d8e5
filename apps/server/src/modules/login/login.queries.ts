import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { Caller } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { all, countRow, first, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of signing in: users by name or e-mail, refresh tokens, password-reset codes. */

const usuarioFila = row({
  usuario_id: z.number(),
  usua_nombre: z.string(),
  usua_email: z.string(),
  clave_hash: z.string(),
  rol_id: z.number(),
  sede_id: z.number().nullable(),
  company_id: z.number(),
  sesion_version: z.number(),
  estatus: z.boolean(),
  usua_cambia_clave: z.boolean(),
  usua_clave_vence_fecha: z.string().nullable(),
  pers_nombres: z.string(),
  pers_apellidos: z.string(),
  pers_foto: z.string().nullable(),
});
export type UserRow = RowOf<typeof usuarioFila>;

const userSelect = `select u.usuario_id, u.usua_nombre, u.usua_email, u.clave_hash, u.rol_id, u.sede_id, u.company_id,
       u.sesion_version, u.estatus, u.usua_cambia_clave, u.usua_clave_vence_fecha::text as usua_clave_vence_fecha,
       p.pers_nombres, p.pers_apellidos, p.pers_foto
  from usuario u join persona p on p.persona_id = u.persona_id`;

export function loginQueries(database: Database) {
  return {
    /** The user signing in with a user name or an e-mail (either, ignoring case). */
    byNameOrEmail: (username: string) =>
      first(database, usuarioFila, {
        text: `${userSelect} where lower(u.usua_nombre) = lower($1) or lower(u.usua_email) = lower($1) limit 1`,
        params: [username.trim()],
      }),
    byEmail: (email: string) => first(database, usuarioFila, { text: `${userSelect} where lower(u.usua_email) = lower($1) limit 1`, params: [email.trim()] }),
    byId: (usuarioId: number) => first(database, usuarioFila, { text: `${userSelect} where u.usuario_id = $1`, params: [usuarioId] }),

    /** The active campuses a user may work in. */
    sedesOf: (usuarioId: number) =>
      all(database, row({ sedeId: z.number(), sedeDescripcion: z.string() }), {
        text: `select s.sede_id as "sedeId", s.sede_descripcion as "sedeDescripcion"
           from usuario_sede us join sede s on s.sede_id = us.sede_id
          where us.usuario_id = $1 and s.estatus order by s.sede_descripcion`,
        params: [usuarioId],
      }),

    forgetFailures: (key: string) => database.query(`delete from login_fallo where clave = $1`, [key]),

    insertRefreshToken: (familia: string, usuarioId: number, token: string, sedeId: number | null, seconds: number) =>
      database.query(
        `insert into refresh_token (familia, usuario_id, hash, sede_id, expira_en)
         values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [familia, usuarioId, sha256(token), sedeId, seconds],
      ),
    /** Marks a live refresh token used, at most once (two racing renewals: one wins). */
    useRefreshToken: (token: string) =>
      first(database, row({ id: z.number(), familia: z.string(), usuario_id: z.number(), sede_id: z.number().nullable() }), {
        text: `update refresh_token set usado_en = now()
          where hash = $1 and usado_en is null and revocado_en is null and expira_en > now()
          returning id, familia, usuario_id, sede_id`,
        params: [sha256(token)],
      }),
    revokeFamilyOf: (token: string) =>
      database.query(
        `update refresh_token set revocado_en = now()
          where revocado_en is null and familia = (select familia from refresh_token where hash = $1)`,
        [sha256(token)],
      ),

    /** Sets a password and ends every session of the user, audited, in one transaction. */
    async setPassword(who: Caller | null, usuarioId: number, plain: string, mustChange: boolean) {
      const claveHash = await hashPassword(plain);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update usuario set clave_hash = ${claveHash}, usua_cambia_clave = ${mustChange},
                                usua_clave_vence_fecha = null, sesion_version = sesion_version + 1
                              where usuario_id = ${usuarioId}`);
        await tx.execute(sql`update refresh_token set revocado_en = now() where usuario_id = ${usuarioId} and revocado_en is null`);
        await audit(tx, who, { entidad: 'usuario', entidadId: usuarioId, accion: 'clave', despues: { usuaCambiaClave: mustChange } });
      });
    },

    resetCodesLastHour: async (usuarioId: number) =>
      (
        await all(database, countRow, {
          text: `select count(*)::int as n from clave_reset where usuario_id = $1 and creado_en > now() - interval '1 hour'`,
          params: [usuarioId],
        })
      )[0].n,
    insertResetCode: (usuarioId: number, code: string, minutes: number) =>
      database.query(`insert into clave_reset (usuario_id, codigo_hash, expira_en) values ($1, $2, now() + make_interval(mins => $3))`, [
        usuarioId,
        sha256(code),
        minutes,
      ]),
    /** Counts a try against the user's newest live code and answers it (none once it has had `maxAttempts`). */
    tryResetCode: (usuarioId: number, maxAttempts: number) =>
      first(database, row({ id: z.number(), codigo_hash: z.string() }), {
        text: `update clave_reset set intentos = intentos + 1
          where id = (select id from clave_reset where usuario_id = $1 and usado_en is null and expira_en > now()
                        and intentos < $2 order by id desc limit 1)
          returning id, codigo_hash`,
        params: [usuarioId, maxAttempts],
      }),
    /** Uses a code up, once: the user it was for, or nothing if it was used meanwhile. */
    claimResetCode: async (id: number) =>
      (
        await first(database, row({ usuario_id: z.number() }), {
          text: `update clave_reset set usado_en = now() where id = $1 and usado_en is null returning usuario_id`,
          params: [id],
        })
      )?.usuario_id,
  };
}
