import type { MensajeIn } from '@claustro/domain/mensajes/mensaje.contract';
import type { Caller, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { MailService } from '../../platform/mail.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { mensajesQueries, usersChosen, type Recipients } from './mensajes.queries.ts';

export type { Recipients };

/** NOTIFY channel: "inbox counts changed" for the recipients of a send, or for some users. */
export const mensajesChannel = 'mensajes';
export type MensajesSignal = { envioId: number } | { usuarioIds: number[] };

/** Messages: inboxes, sends to many users (with e-mail copies through a job), system notices. */
export function mensajesService(deps: { database: Database; jobs: JobRunner; mail: MailService; clock: Clock; institution: Institution }) {
  const { database } = deps;
  const q = mensajesQueries(database);
  const signal = (s: MensajesSignal) => q.notify(mensajesChannel, JSON.stringify(s));

  /** How far a send has got; `remitenteId` limits it to one sender's sends. */
  async function progress(envioId: number, remitenteId: number | null = null) {
    const row = await q.progress(envioId, remitenteId);
    if (!row) throw new DomainError('not_found');
    return { envioId, total: row.total, correo: row.correo, correosEnCola: row.en_cola, correosEnviados: row.enviados, correosFallidos: row.fallidos };
  }

  /**
   * Sends one message to every user the `recipients` query selects: one set-based insert, however many
   * recipients. `destino` records what the sender chose. E-mail copies go out through a job.
   */
  async function send({ actor, input }: ServiceCall<{ mensaje: MensajeIn; destino: object; recipients: Recipients }>) {
    const envio = await database.db.transaction(async (tx) => {
      const { envioId, total } = await q.insertSend(tx, {
        remitenteId: actor.usuarioId,
        input: input.mensaje,
        destino: input.destino,
        recipients: input.recipients,
      });
      await audit(tx, actor, { entidad: 'mensajeEnvio', entidadId: envioId, accion: 'crear', despues: { ...input.mensaje, destino: input.destino, total } });
      return envioId;
    });
    await signal({ envioId: envio });
    if (input.mensaje.correo) await deps.jobs.enqueue('mensajes.correo', { envioId: envio }, { claveUnica: `mensajes.correo:${envio}` });
    return progress(envio);
  }

  /**
   * The institution's own notice to some users (no sender: their inbox signs it with the institution's
   * name), in the caller's transaction so it exists exactly when what it announces does. `despues`
   * signals and queues the e-mail copies; call it once the transaction has committed.
   */
  async function notice(tx: Db, n: { usuarioIds: number[]; asunto: string; mensaje: string; correo: boolean; causa: Caller | null }) {
    const { envioId } = await q.insertSend(tx, {
      remitenteId: null,
      input: { asunto: n.asunto, mensaje: n.mensaje, correo: n.correo },
      destino: { aviso: true, usuarios: n.usuarioIds },
      recipients: usersChosen(n.usuarioIds, [], []),
    });
    await audit(tx, n.causa, {
      entidad: 'mensajeEnvio',
      entidadId: envioId,
      accion: 'crear',
      despues: { asunto: n.asunto, aviso: true, usuarios: n.usuarioIds },
    });
    return {
      despues: async () => {
        await signal({ envioId });
        if (n.correo) await deps.jobs.enqueue('mensajes.correo', { envioId }, { claveUnica: `mensajes.correo:${envioId}` });
      },
    };
  }

  return {
    signal,
    notice,
    total: ({ actor }: ServiceCall<unknown>) => q.unread(actor.usuarioId),
    totals: q.totals,
    recipientsOf: q.recipientsOf,
    inbox: ({ actor, input }: ServiceCall<{ limit: number }>) => q.inbox(actor.usuarioId, input.limit, deps.institution.shortName ?? deps.institution.code),
    async markRead({ actor, input }: ServiceCall<{ usuarioMensajeId?: number }>) {
      await q.markRead(actor.usuarioId, input.usuarioMensajeId ?? null);
      await signal({ usuarioIds: [actor.usuarioId] });
      return null;
    },
    send,
    /** A send to users chosen by name, by role or by campus. */
    async sendToUsers({ actor, input }: ServiceCall<MensajeIn & { usuarios: number[]; roles: number[]; sedes: number[] }>) {
      const { usuarios, roles, sedes, ...mensaje } = input;
      if (!usuarios.length && !roles.length && !sedes.length) {
        throw new DomainError('validation', {}, { usuarios: { problem: 'destinatario_requerido' } });
      }
      return send({ actor, input: { mensaje, destino: { usuarios, roles, sedes }, recipients: usersChosen(usuarios, roles, sedes) } });
    },
    progress: ({ input }: ServiceCall<{ envioId: number; remitenteId?: number }>) => progress(input.envioId, input.remitenteId ?? null),
    notices: () => q.notices(deps.clock.today()),
    isActiveUser: q.isActiveUser,

    /** The job behind e-mail copies: each recipient e-mailed once, even when the job is retried. */
    handlers: {
      'mensajes.correo': async ({ envioId }: { envioId: number }) => {
        await deps.mail.sendQueued(await q.queueCopies(envioId));
      },
    },
  };
}

export type MensajesService = ReturnType<typeof mensajesService>;
