import { sql, type SQL } from 'drizzle-orm';
import type { MensajeIn } from '@claustro/domain/mensajes/mensaje.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, changed, countRow, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { notificacion } from '@claustro/domain/mensajes/mensaje.contract';

/* The SQL of messages: sends, inboxes, their e-mail copies, system notices. */

/** Who receives a send: a query of `usuario_id` rows (users chosen here, or students chosen by academic staff). */
export type Recipients = SQL;

/** Active users picked by name, by role or by campus. */
export function usersChosen(usuarios: number[], roles: number[], sedes: number[]): Recipients {
  return sql`select u.usuario_id from usuario u
              where u.estatus and (u.usuario_id = any(${intArray(usuarios)}) or u.rol_id = any(${intArray(roles)})
                    or exists (select 1 from usuario_sede us where us.usuario_id = u.usuario_id and us.sede_id = any(${intArray(sedes)})))`;
}

export function mensajesQueries(database: Database) {
  return {
    notify: (channel: string, payload: string) => database.query(`select pg_notify($1, $2)`, [channel, payload]),
    progress: async (envioId: number, remitenteId: number | null) =>
      (
        await all(database, row({ total: z.number(), en_cola: z.number(), enviados: z.number(), fallidos: z.number(), correo: z.boolean() }), {
          text: `select e.total, e.correo,
                  count(c.id) filter (where c.estado = 'pendiente')::int as en_cola,
                  count(c.id) filter (where c.estado = 'enviado')::int as enviados,
                  count(c.id) filter (where c.estado = 'fallido')::int as fallidos
             from mensaje_envio e left join usuario_mensaje m on m.mensaje_envio_id = e.id left join correo_saliente c on c.id = m.correo_id
            where e.id = $1 and ($2::int is null or e.remitente_id = $2) group by e.id`,
          params: [envioId, remitenteId],
        })
      )[0],
    unread: async (usuarioId: number) =>
      (
        await all(database, countRow, {
          text: `select count(*)::int as n from usuario_mensaje where usuario_id = $1 and not leido`,
          params: [usuarioId],
          name: 'mensajes-total',
        })
      )[0].n,
    /** Unread counts of some users, in one query (for the hub's fan-out). */
    totals: (usuarioIds: number[]) =>
      all(database, row({ usuario_id: z.number(), n: z.number() }), {
        text: `select u.id as usuario_id, count(m.id) filter (where not m.leido)::int as n
           from unnest($1::int[]) u(id) left join usuario_mensaje m on m.usuario_id = u.id
          group by u.id`,
        params: [usuarioIds],
      }),
    recipientsOf: async (envioId: number, among: number[]) =>
      (
        await all(database, row({ usuario_id: z.number() }), {
          text: `select distinct usuario_id from usuario_mensaje where mensaje_envio_id = $1 and usuario_id = any($2::int[])`,
          params: [envioId, among],
        })
      ).map((r) => r.usuario_id),
    /** A notice without a sender is signed with the institution's short name. */
    inbox: (usuarioId: number, limit: number, institucion: string) =>
      all(database, notificacion, {
        text: `select m.id as "usuarioMensajeId", coalesce(r.usua_nombre, $3) as usuario, m.mensaje as "usMeMensaje", m.creado_en as "usMeFechaCreacion",
                p.pers_foto as "persFoto", coalesce(p.pers_nombres, $3) as nombres, coalesce(p.pers_apellidos, '') as apellidos, m.leido
           from usuario_mensaje m left join usuario r on r.usuario_id = m.remitente_id left join persona p on p.persona_id = r.persona_id
          where m.usuario_id = $1 order by m.creado_en desc, m.id desc limit $2`,
        params: [usuarioId, limit, institucion],
      }),
    markRead: (usuarioId: number, id: number | null) =>
      database.query(`update usuario_mensaje set leido = true, leido_en = now() where usuario_id = $1 and not leido and ($2::bigint is null or id = $2)`, [
        usuarioId,
        id,
      ]),
    /** A send and its inbox rows, set-based: one insert for every recipient. Answers the send and how many it reached. */
    async insertSend(tx: Db, a: { remitenteId: number | null; input: MensajeIn; destino: object; recipients: Recipients }) {
      const created = await only(
        tx,
        idRow,
        sql`
        insert into mensaje_envio (remitente_id, asunto, mensaje, destino, correo)
        values (${a.remitenteId}, ${a.input.asunto ?? null}, ${a.input.mensaje}, ${JSON.stringify(a.destino)}::jsonb, ${a.input.correo})
        returning id`,
      );
      const envioId = Number(created.id);
      const total = await changed(
        tx,
        sql`
        insert into usuario_mensaje (usuario_id, remitente_id, mensaje_envio_id, mensaje)
        select distinct r.usuario_id, ${a.remitenteId}::int, ${envioId}::bigint, ${a.input.mensaje}::text from (${a.recipients}) r`,
      );
      await tx.execute(sql`update mensaje_envio set total = ${total} where id = ${envioId}`);
      return { envioId, total };
    },
    /**
     * The outbox e-mails of every recipient of a send not yet served, written and linked in one
     * statement (ids drawn first with nextval), so a retried job never e-mails anyone twice; answers
     * the ones waiting to go.
     */
    async queueCopies(envioId: number) {
      await database.query(
        `with pend as (
           select m.id as mid, nextval(pg_get_serial_sequence('correo_saliente', 'id')) as cid,
                  u.usua_email, coalesce(e.asunto, 'Nuevo mensaje') as asunto, m.mensaje
             from usuario_mensaje m join usuario u on u.usuario_id = m.usuario_id join mensaje_envio e on e.id = m.mensaje_envio_id
            where m.mensaje_envio_id = $1 and m.correo_id is null
            for update of m),
         ins as (insert into correo_saliente (id, para, asunto, texto) select cid, usua_email, asunto, mensaje from pend)
         update usuario_mensaje m set correo_id = pend.cid from pend where m.id = pend.mid`,
        [envioId],
      );
      return (
        await all(database, idRow, {
          text: `select c.id from usuario_mensaje m join correo_saliente c on c.id = m.correo_id where m.mensaje_envio_id = $1 and c.estado = 'pendiente'`,
          params: [envioId],
        })
      ).map((r) => r.id);
    },
    /** System notices in force on a day. */
    notices: (today: string) =>
      all(database, row({ mensajeSistemaId: z.number(), meSiTitulo: z.string(), meSiMensaje: z.string() }), {
        text: `select mensaje_sistema_id as "mensajeSistemaId", me_si_titulo as "meSiTitulo", me_si_mensaje as "meSiMensaje"
           from mensaje_sistema where estatus and $1::date between me_si_desde and me_si_hasta order by me_si_desde desc`,
        params: [today],
      }),
    isActiveUser: async (usuarioId: number) =>
      !!(await all(database, row({ estatus: z.boolean() }), { text: `select estatus from usuario where usuario_id = $1`, params: [usuarioId] }))[0]?.estatus,
  };
}
