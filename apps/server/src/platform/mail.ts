import nodemailer from 'nodemailer';
import type { Actor } from './actor.ts';
import { sql } from 'drizzle-orm';
import type { Database } from './db/database.ts';
import type { JobRunner } from './jobs.ts';
import type { SecretBox } from './secrets.ts';
import { DomainError } from './errors.ts';
import { audit } from './audit.ts';
import { inBothLanguages } from '@claustro/domain/messages/mail';
import { all, idRow, row, type RowOf } from './db/rows.ts';
import { z } from 'zod';
import { correoSaliente } from '@claustro/domain/planta-fisica/correo.contract';

export interface SmtpSettingsInput {
  host: string;
  puerto: number;
  seguro: boolean;
  usuario: string | null;
  /** Empty or absent keeps the stored password. */
  clave?: string | null;
  remitente: string;
  remitenteNombre: string | null;
  activo: boolean;
}

export interface SmtpSettings extends Omit<SmtpSettingsInput, 'clave'> {
  tieneClave: boolean;
}

export interface MailMessage {
  para: string;
  asunto: string;
  texto: string;
  html?: string;
}

const configuracionRow = row({
  host: z.string(),
  puerto: z.number(),
  seguro: z.boolean(),
  usuario: z.string().nullable(),
  clave_cifrada: z.string().nullable(),
  remitente: z.string(),
  remitente_nombre: z.string().nullable(),
  activo: z.boolean(),
});
type Row = RowOf<typeof configuracionRow>;

/**
 * E-mail over the institution's real SMTP server. Messages are written to an outbox and sent by a job
 * (retried with backoff); a message that still fails stays `fallido` and visible to an administrator.
 */
/** A message of the outbox as the administrator's list shows it. */
const outboxFila = correoSaliente;
export type OutboxRow = RowOf<typeof outboxFila>;

export function mailService(deps: { database: Database; jobs: JobRunner; box: SecretBox }) {
  const { database, jobs, box } = deps;

  async function configuracion(): Promise<Row | undefined> {
    const [r] = await all(database, configuracionRow, {
      text: `select host, puerto, seguro, usuario, clave_cifrada, remitente, remitente_nombre, activo from configuracion_smtp where id = 1`,
      params: [],
    });
    return r;
  }

  async function sendNow(msg: MailMessage): Promise<string> {
    const r = await configuracion();
    if (!r || !r.activo) throw new DomainError('smtp_not_configured');
    const transport = nodemailer.createTransport({
      host: r.host,
      port: r.puerto,
      secure: r.seguro,
      auth: r.usuario ? { user: r.usuario, pass: r.clave_cifrada ? box.open(r.clave_cifrada) : '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      const info = await transport.sendMail({
        from: r.remitente_nombre ? { name: r.remitente_nombre, address: r.remitente } : r.remitente,
        to: msg.para,
        subject: msg.asunto,
        text: msg.texto,
        html: msg.html,
      });
      return info.messageId;
    } finally {
      transport.close();
    }
  }

  async function configured(): Promise<boolean> {
    return (await configuracion())?.activo === true;
  }

  async function settings(): Promise<SmtpSettings | null> {
    const r = await configuracion();
    if (!r) return null;
    return {
      host: r.host,
      puerto: r.puerto,
      seguro: r.seguro,
      usuario: r.usuario,
      remitente: r.remitente,
      remitenteNombre: r.remitente_nombre,
      activo: r.activo,
      tieneClave: !!r.clave_cifrada,
    };
  }

  /**
   * Marks outbox messages not sent because no server is configured: they stay in the outbox, failed
   * with that reason (an administrator sends them again once there is one), with no retries and no
   * warning per message (the server said so once at start-up).
   */
  const unsent = (correoIds: number[]) =>
    database.query(`update correo_saliente set estado = 'fallido', ultimo_error = 'smtp_not_configured' where id = any($1::int[]) and estado <> 'enviado'`, [
      correoIds,
    ]);

  /** Queues the sending of outbox messages already written (idempotent: each is queued once); without a server, marks them not sent. */
  async function sendQueued(correoIds: number[]) {
    if (!correoIds.length) return;
    if (!(await configured())) {
      await unsent(correoIds);
      return;
    }
    await jobs.enqueueMany(
      'correo.enviar',
      correoIds.map((correoId) => ({ payload: { correoId }, claveUnica: `correo:${correoId}:0` })),
      6,
    );
  }

  return {
    settings,

    async saveSettings(actor: Actor, input: SmtpSettingsInput): Promise<SmtpSettings> {
      const before = await settings();
      const sealed = input.clave ? box.seal(input.clave) : null;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into configuracion_smtp (id, host, puerto, seguro, usuario, clave_cifrada, remitente, remitente_nombre, activo, actualizado_en)
          values (1, ${input.host}, ${input.puerto}, ${input.seguro}, ${input.usuario}, ${sealed}, ${input.remitente}, ${input.remitenteNombre}, ${input.activo}, now())
          on conflict (id) do update set host = excluded.host, puerto = excluded.puerto, seguro = excluded.seguro,
            usuario = excluded.usuario, remitente = excluded.remitente, remitente_nombre = excluded.remitente_nombre,
            activo = excluded.activo, actualizado_en = now(),
            clave_cifrada = coalesce(excluded.clave_cifrada, configuracion_smtp.clave_cifrada)`);
        const { clave: _secret, ...safe } = input;
        await audit(tx, actor, {
          entidad: 'configuracionSmtp',
          entidadId: 1,
          accion: 'actualizar',
          antes: before,
          despues: { ...safe, claveCambiada: !!sealed },
        });
      });
      return (await settings())!;
    },

    configured,

    /** Sends at once and answers the server's message id (the "send test e-mail" button). */
    sendNow,

    /** Writes the message to the outbox and queues its sending; answers the outbox id. */
    async queue(msg: MailMessage): Promise<number> {
      const [created] = await all(database, idRow, {
        text: `insert into correo_saliente (para, asunto, texto, html) values ($1, $2, $3, $4) returning id`,
        params: [msg.para, msg.asunto, msg.texto, msg.html ?? null],
      });
      await sendQueued([created.id]);
      return created.id;
    },

    /** Queues the sending of outbox messages already written (idempotent: each is queued once). */
    sendQueued,

    /** The job that sends one outbox message. A message already sent is never sent again. */
    handlers: {
      'correo.enviar': async ({ correoId }: { correoId: number }, ctx: { final: boolean }) => {
        const [m] = await all(database, row({ para: z.string(), asunto: z.string(), texto: z.string(), html: z.string().nullable(), estado: z.string() }), {
          text: `select para, asunto, texto, html, estado from correo_saliente where id = $1`,
          params: [correoId],
        });
        if (!m || m.estado === 'enviado') return;
        // The server was taken away since the message was queued: not sent, said once, not retried.
        if (!(await configured())) return void (await unsent([correoId]));
        try {
          const messageId = await sendNow({ para: m.para, asunto: m.asunto, texto: m.texto, html: m.html ?? undefined });
          await database.query(
            `update correo_saliente set estado = 'enviado', intentos = intentos + 1, enviado_en = now(), message_id = $2, ultimo_error = null where id = $1`,
            [correoId, messageId],
          );
        } catch (err) {
          const message = err instanceof DomainError ? err.code : err instanceof Error ? err.message : String(err);
          await database.query(`update correo_saliente set intentos = intentos + 1, ultimo_error = $2, estado = $3 where id = $1`, [
            correoId,
            message,
            ctx.final ? 'fallido' : 'pendiente',
          ]);
          throw err;
        }
      },
    },

    async outbox(estado: string | undefined, page: number, pageSize: number) {
      const rows = await all(database, row({ ...outboxFila.shape, total__: z.number() }), {
        text: `select id, para, asunto, estado, intentos, ultimo_error as "ultimoError", creado_en as "creadoEn", enviado_en as "enviadoEn",
                count(*) over()::int as "total__"
           from correo_saliente where $1::text is null or estado = $1
          order by id desc limit $2 offset $3`,
        params: [estado ?? null, pageSize, (page - 1) * pageSize],
      });
      return rows;
    },

    /** Sends a test message now, through the saved settings; a refusal by the server is reported with its words. */
    async sendTest(para: string): Promise<{ messageId: string }> {
      try {
        return {
          messageId: await sendNow({ para, ...inBothLanguages((t) => t.prueba) }),
        };
      } catch (err) {
        if (err instanceof DomainError) throw err;
        throw new DomainError('smtp_failed', { detail: err instanceof Error ? err.message : String(err) });
      }
    },

    /** A page of the outbox, newest first, and the total. */
    async outboxPage(estado: string | undefined, page: number, pageSize: number) {
      const rows = await this.outbox(estado, page, pageSize);
      return { rows: rows.map(({ total__: _, ...row }) => row), total: rows[0]?.total__ ?? 0 };
    },

    /** Puts a failed message back in the queue (a new job; the message is still sent at most once). */
    async retry(actor: Actor, correoId: number) {
      const [m] = await all(database, row({ intentos: z.number(), estado: z.string() }), {
        text: `update correo_saliente set estado = 'pendiente' where id = $1 and estado = 'fallido' returning intentos, estado`,
        params: [correoId],
      });
      if (!m) throw new DomainError('not_found');
      await jobs.enqueue('correo.enviar', { correoId }, { claveUnica: `correo:${correoId}:${m.intentos}`, maxIntentos: 6 });
      await database.db.transaction((tx) =>
        audit(tx, actor, { entidad: 'correoSaliente', entidadId: correoId, accion: 'actualizar', despues: { estado: 'pendiente' } }),
      );
    },
  };
}

export type MailService = ReturnType<typeof mailService>;
