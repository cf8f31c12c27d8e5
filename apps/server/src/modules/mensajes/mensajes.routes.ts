import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mensajesApi as api } from '@claustro/domain/mensajes/mensaje.contract';
import { signHubTicket, verifyHubTicket, type TokenService } from '../../platform/auth/tokens.ts';
import { DomainError } from '../../platform/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { MensajesService } from './mensajes.service.ts';
import type { GetTotalMensajes, MessagesHub } from './hub.ts';

/** The user's inbox (spec §7 "Session and shell"), sends, and the realtime hub `/mensajesHub`. */
export function mensajesRoutes(app: FastifyInstance, deps: { mensajes: MensajesService; hub: MessagesHub; tokens: TokenService }) {
  const { mensajes: svc, hub } = deps;

  route(app, api.total, ({ actor }) => svc.total({ actor, input: null }));
  route(app, api.bandeja, ({ actor, query }) => svc.inbox({ actor, input: query }));
  route(app, api.leido, ({ actor, params }) => svc.markRead({ actor, input: params }));
  route(app, api.leidos, ({ actor }) => svc.markRead({ actor, input: {} }));
  route(app, api.enviar, ({ actor, body }) => svc.sendToUsers({ actor, input: body }));
  route(app, api.envio, ({ actor, params }) => svc.progress({ actor, input: params }));
  route(app, api.vigentes, () => svc.notices());
  route(app, api.ticket, async ({ actor }) => ({ ticket: await signHubTicket(deps.tokens, actor.usuarioId) }));

  // ── The hub ──────────────────────────────────────────────────────────────────────────────────
  /** The ticket opens the hub; the user must still be active. */
  async function userOfTicket(ticket: string | undefined): Promise<number> {
    const usuarioId = ticket ? await verifyHubTicket(deps.tokens, ticket) : null;
    if (!usuarioId || !(await svc.isActiveUser(usuarioId))) throw new DomainError('unauthenticated');
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
