import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { sessionOf } from '../../platform/auth/access.ts';
import { signHubTicket, verifyHubTicket, type TokenService } from '../../platform/auth/tokens.ts';
import { DomainError } from '../../platform/errors.ts';
import { id, int } from '@claustro/domain/platform/schemas';
import type { Database } from '../../platform/db/database.ts';
import type { MensajesService } from './mensajes.service.ts';
import type { GetTotalMensajes, MessagesHub } from './hub.ts';
import type { Clock } from '../../platform/clock.ts';
import { intArray } from '../../platform/db/sql.ts';

export const mensajesScreen = '/administracion-sistema/mensajes';

const labels: Record<string, Label> = {
  mensaje: label('Mensaje', 'Message'),
  asunto: label('Asunto', 'Subject'),
  usuarios: label('Usuarios', 'Users'),
  roles: label('Roles', 'Roles'),
  sedes: label('Recintos', 'Campuses'),
};
export const ids = z.array(id).max(10_000).default([]);
export const progress = z.object({
  envioId: z.number(),
  total: z.number(),
  correo: z.boolean(),
  correosEnCola: z.number(),
  correosEnviados: z.number(),
  correosFallidos: z.number(),
});
const notification = z.object({
  usuarioMensajeId: z.number(),
  usuario: z.string(),
  usMeMensaje: z.string(),
  usMeFechaCreacion: z.union([z.string(), z.date()]),
  persFoto: z.string().nullable(),
  nombres: z.string(),
  apellidos: z.string(),
  leido: z.boolean(),
});

/** Active users picked by name, by role or by campus. */
function usersChosen(usuarios: number[], roles: number[], sedes: number[]) {
  return sql`select u.usuario_id from usuario u
              where u.estatus and (u.usuario_id = any(${intArray(usuarios)}) or u.rol_id = any(${intArray(roles)})
                    or exists (select 1 from usuario_sede us where us.usuario_id = u.usuario_id and us.sede_id = any(${intArray(sedes)})))`;
}

/** The user's inbox (spec §7 "Session and shell"), sends, and the realtime hub `/mensajesHub`. */
export function mensajesRoutes(
  app: FastifyInstance,
  deps: { mensajes: MensajesService; hub: MessagesHub; tokens: TokenService; database: Database; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mensajes, hub } = deps;
  const tags = ['mensajes'];

  r.get('/api/seguridad/usuario-mensajes/total', {
    config: { access: 'self' },
    schema: { tags, response: { 200: z.number() } },
    handler: (req) => mensajes.total(sessionOf(req).usuarioId),
  });
  r.get('/api/seguridad/usuario-mensajes/mensajes', {
    config: { access: 'self' },
    schema: { tags, querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }), response: { 200: z.array(notification) } },
    handler: (req) => mensajes.list(sessionOf(req).usuarioId, req.query.limit) as never,
  });
  r.put('/api/seguridad/usuario-mensajes/:usuarioMensajeId/leido', {
    config: { access: 'self' },
    schema: { tags, params: z.object({ usuarioMensajeId: id }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      await mensajes.markRead(sessionOf(req).usuarioId, req.params.usuarioMensajeId);
      return reply.status(204).send(null);
    },
  });
  r.put('/api/seguridad/usuario-mensajes/leidos', {
    config: { access: 'self' },
    schema: { tags, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await mensajes.markRead(sessionOf(req).usuarioId);
      return reply.status(204).send(null);
    },
  });

  r.post('/api/administracion-sistema/mensajes', {
    config: { access: { screens: [mensajesScreen] }, labels },
    schema: {
      tags,
      body: z.object({
        mensaje: z.string().trim().min(1).max(4000),
        asunto: z.string().trim().max(200).nullish(),
        usuarios: ids,
        roles: ids,
        sedes: ids,
        correo: z.boolean().default(false),
      }),
      response: { 201: progress },
    },
    handler: async (req, reply) => {
      const { usuarios, roles, sedes, ...mensaje } = req.body;
      if (!usuarios.length && !roles.length && !sedes.length) {
        throw new DomainError('validation', {}, { usuarios: { es: 'Elija al menos un destinatario.', en: 'Choose at least one recipient.' } });
      }
      const sent = await mensajes.send(req, sessionOf(req).usuarioId, mensaje, { usuarios, roles, sedes }, usersChosen(usuarios, roles, sedes));
      return reply.status(201).send(sent);
    },
  });
  r.get('/api/administracion-sistema/mensajes/envios/:envioId', {
    config: { access: { screens: [mensajesScreen] } },
    schema: { tags, params: z.object({ envioId: id }), response: { 200: progress } },
    handler: (req) => mensajes.progress(req.params.envioId),
  });

  // System notices in force today, for everyone signed in (shown in the shell).
  r.get('/api/administracion-sistema/mensajes-sistema/vigentes', {
    config: { access: 'self' },
    schema: { tags, response: { 200: z.array(z.object({ mensajeSistemaId: z.number(), meSiTitulo: z.string(), meSiMensaje: z.string() })) } },
    handler: () =>
      deps.database.query(
        `select mensaje_sistema_id as "mensajeSistemaId", me_si_titulo as "meSiTitulo", me_si_mensaje as "meSiMensaje"
           from mensaje_sistema where estatus and $1::date between me_si_desde and me_si_hasta order by me_si_desde desc`,
        [deps.clock.today()],
      ) as never,
  });

  // ── The hub ──────────────────────────────────────────────────────────────────────────────────
  r.post('/api/seguridad/usuario-mensajes/ticket', {
    config: { access: 'self' },
    schema: { tags, response: { 200: z.object({ ticket: z.string() }) } },
    handler: async (req) => ({ ticket: await signHubTicket(deps.tokens, sessionOf(req).usuarioId) }),
  });

  /** The ticket opens the hub; the user must still be active. */
  async function userOfTicket(ticket: string | undefined): Promise<number> {
    const usuarioId = ticket ? await verifyHubTicket(deps.tokens, ticket) : null;
    if (!usuarioId) throw new DomainError('unauthenticated');
    const [u] = await deps.database.query<{ estatus: boolean }>(`select estatus from usuario where usuario_id = $1`, [usuarioId]);
    if (!u?.estatus) throw new DomainError('unauthenticated');
    return usuarioId;
  }
  const ticketQuery = z.object({ ticket: z.string().max(2000).optional() });

  app.get('/mensajesHub', { websocket: true, config: { access: 'public' }, schema: { hide: true } }, async (socket, req) => {
    let usuarioId: number;
    try {
      usuarioId = await userOfTicket(ticketQuery.parse(req.query).ticket);
    } catch {
      socket.close(4401, 'unauthenticated');
      return;
    }
    const leave = await hub.connect(usuarioId, (m: GetTotalMensajes) => socket.send(JSON.stringify(m)));
    const ping = setInterval(() => socket.ping(), 30_000);
    socket.on('close', () => {
      clearInterval(ping);
      leave();
    });
  });

  // Fallback for networks that refuse WebSocket: the same events as server-sent events.
  app.get('/mensajesHub/sse', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const usuarioId = await userOfTicket(ticketQuery.parse(req.query).ticket);
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    reply.raw.write(': conectado\n\n');
    const leave = await hub.connect(usuarioId, (m) => reply.raw.write(`event: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`));
    const beat = setInterval(() => reply.raw.write(': latido\n\n'), 25_000);
    req.raw.on('close', () => {
      clearInterval(beat);
      leave();
    });
  });
}
