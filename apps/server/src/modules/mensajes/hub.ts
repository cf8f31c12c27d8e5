import type { Database } from '../../platform/db/database.ts';
import { mensajesChannel, type MensajesService, type MensajesSignal } from './mensajes.service.ts';

/** What the hub sends (spec §3 "Hub total message payload"). */
export interface GetTotalMensajes {
  event: 'GetTotalMensajes';
  data: { userId: number; totalMensajesActivos: number };
}
type Sink = (message: GetTotalMensajes) => void;

/**
 * The realtime hub of one server process. Browsers connected here register a sink per user; when any
 * process signals (PostgreSQL NOTIFY, or in-process on PGlite) that inboxes changed, this process
 * recounts only for its own connected users among the recipients, in one query, and tells them.
 */
export function messagesHub(deps: { database: Database; mensajes: MensajesService; log: (msg: string, err?: unknown) => void }) {
  const sinks = new Map<number, Set<Sink>>();
  let stop: (() => Promise<void>) | undefined;

  async function push(usuarioIds: number[]) {
    const here = usuarioIds.filter((id) => sinks.has(id));
    if (!here.length) return;
    for (const { usuario_id, n } of await deps.mensajes.totals(here)) {
      const message: GetTotalMensajes = { event: 'GetTotalMensajes', data: { userId: usuario_id, totalMensajesActivos: n } };
      for (const sink of sinks.get(usuario_id) ?? []) sink(message);
    }
  }

  async function onSignal(payload: string) {
    try {
      const signal = JSON.parse(payload) as MensajesSignal;
      const connected = [...sinks.keys()];
      if (!connected.length) return;
      const ids = 'envioId' in signal ? await deps.mensajes.recipientsOf(signal.envioId, connected) : signal.usuarioIds;
      await push(ids);
    } catch (err) {
      deps.log('hub signal failed', err);
    }
  }

  return {
    async start() {
      stop = await deps.database.listen(mensajesChannel, (p) => void onSignal(p));
    },
    async stop() {
      await stop?.();
    },
    /** Registers a connection; it hears its user's count at once and on every change. */
    async connect(usuarioId: number, sink: Sink): Promise<() => void> {
      if (!sinks.has(usuarioId)) sinks.set(usuarioId, new Set());
      sinks.get(usuarioId)!.add(sink);
      await push([usuarioId]);
      return () => {
        const set = sinks.get(usuarioId);
        set?.delete(sink);
        if (set && !set.size) sinks.delete(usuarioId);
      };
    },
    connections: () => [...sinks.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type MessagesHub = ReturnType<typeof messagesHub>;
