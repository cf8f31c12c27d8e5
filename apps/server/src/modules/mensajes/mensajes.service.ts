import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { MailService } from '../../platform/mail.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';

/** NOTIFY channel: "inbox counts changed" for the recipients of a send, or for some users. */
export const mensajesChannel = 'mensajes';
export type MensajesSignal = { envioId: number } | { usuarioIds: number[] };

/** What is sent: the text, an optional subject, and whether e-mail copies go out too. */
export interface Mensaje {
  mensaje: string;
  asunto?: string | null;
  correo: boolean;
}

export function mensajesService(deps: { database: Database; jobs: JobRunner; mail: MailService }) {
  const { database } = deps;
  const signal = (s: MensajesSignal) => database.query(`select pg_notify($1, $2)`, [mensajesChannel, JSON.stringify(s)]);

  /** How far a send has got; `remitenteId` limits it to one sender's sends. */
  async function progress(envioId: number, remitenteId?: number) {
    const [row] = await database.query<{ total: number; en_cola: number; enviados: number; fallidos: number; correo: boolean }>(
      `select e.total, e.correo,
              count(c.id) filter (where c.estado = 'pendiente')::int as en_cola,
              count(c.id) filter (where c.estado = 'enviado')::int as enviados,
              count(c.id) filter (where c.estado = 'fallido')::int as fallidos
         from mensaje_envio e left join usuario_mensaje m on m.mensaje_envio_id = e.id left join correo_saliente c on c.id = m.correo_id
        where e.id = $1 and ($2::int is null or e.remitente_id = $2) group by e.id`,
      [envioId, remitenteId ?? null],
    );
    if (!row) throw new DomainError('not_found');
    return { envioId, total: row.total, correo: row.correo, correosEnCola: row.en_cola, correosEnviados: row.enviados, correosFallidos: row.fallidos };
  }

  return {
    signal,

    async total(usuarioId: number): Promise<number> {
      const [row] = await database.query<{ n: number }>(
        `select count(*)::int as n from usuario_mensaje where usuario_id = $1 and not leido`,
        [usuarioId],
        'mensajes-total',
      );
      return row.n;
    },

    /** Unread counts of some users, in one query (for the hub's fan-out). */
    totals: (usuarioIds: number[]) =>
      database.query<{ usuario_id: number; n: number }>(
        `select u.id as usuario_id, count(m.id) filter (where not m.leido)::int as n
           from unnest($1::int[]) u(id) left join usuario_mensaje m on m.usuario_id = u.id
          group by u.id`,
        [usuarioIds],
      ),

    /** Users of a send among those given (the ones connected to this process). */
    recipientsOf: async (envioId: number, among: number[]) =>
      (
        await database.query<{ usuario_id: number }>(
          `select distinct usuario_id from usuario_mensaje where mensaje_envio_id = $1 and usuario_id = any($2::int[])`,
          [envioId, among],
        )
      ).map((r) => r.usuario_id),

    /** The notification list of spec §3: sender, text, date, sender's photo and names. */
    list: (usuarioId: number, limit = 50) =>
      database.query(
        `select m.id as "usuarioMensajeId", r.usua_nombre as usuario, m.mensaje as "usMeMensaje", m.creado_en as "usMeFechaCreacion",
                p.pers_foto as "persFoto", p.pers_nombres as nombres, p.pers_apellidos as apellidos, m.leido
           from usuario_mensaje m join usuario r on r.usuario_id = m.remitente_id join persona p on p.persona_id = r.persona_id
          where m.usuario_id = $1 order by m.creado_en desc, m.id desc limit $2`,
        [usuarioId, limit],
      ),

    async markRead(usuarioId: number, id?: number): Promise<void> {
      await database.query(
        `update usuario_mensaje set leido = true, leido_en = now()
          where usuario_id = $1 and not leido and ($2::bigint is null or id = $2)`,
        [usuarioId, id ?? null],
      );
      await signal({ usuarioIds: [usuarioId] });
    },

    /**
     * Sends one message to every user the `recipients` query selects (a `select usuario_id …`): one
     * set-based insert, however many recipients. `destino` records what the sender chose. E-mail
     * copies go out through a job.
     */
    async send(req: FastifyRequest, remitenteId: number, input: Mensaje, destino: object, recipients: SQL) {
      const envio = await database.db.transaction(async (tx) => {
        const created = await tx.execute(sql`
          insert into mensaje_envio (remitente_id, asunto, mensaje, destino, correo)
          values (${remitenteId}, ${input.asunto ?? null}, ${input.mensaje}, ${JSON.stringify(destino)}::jsonb, ${input.correo})
          returning id`);
        const envioId = Number((created.rows[0] as { id: number }).id);
        const inserted = await tx.execute(sql`
          insert into usuario_mensaje (usuario_id, remitente_id, mensaje_envio_id, mensaje)
          select distinct r.usuario_id, ${remitenteId}::int, ${envioId}::bigint, ${input.mensaje}::text from (${recipients}) r`);
        const total = inserted.rowCount ?? (inserted as unknown as { affectedRows?: number }).affectedRows ?? 0;
        await tx.execute(sql`update mensaje_envio set total = ${total} where id = ${envioId}`);
        await audit(tx, req, { entidad: 'mensajeEnvio', entidadId: envioId, accion: 'crear', despues: { ...input, destino, total } });
        return envioId;
      });
      await signal({ envioId: envio });
      if (input.correo) await deps.jobs.enqueue('mensajes.correo', { envioId: envio }, { claveUnica: `mensajes.correo:${envio}` });
      return progress(envio);
    },

    progress,

    /**
     * The job behind e-mail copies. One statement writes the outbox e-mails of every recipient not yet
     * served and links them (ids drawn first with nextval), so a retried job never e-mails anyone twice;
     * then the sends are queued, idempotently.
     */
    handlers: {
      'mensajes.correo': async ({ envioId }: { envioId: number }) => {
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
        const queued = await database.query<{ id: number }>(
          `select c.id from usuario_mensaje m join correo_saliente c on c.id = m.correo_id
            where m.mensaje_envio_id = $1 and c.estado = 'pendiente'`,
          [envioId],
        );
        await deps.mail.sendQueued(queued.map((q) => q.id));
      },
    },
  };
}

export type MensajesService = ReturnType<typeof mensajesService>;
