import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mensajesApi, type Progreso } from '@claustro/domain/mensajes/mensaje.contract';
import type { Endpoint } from '@claustro/domain/platform/contract';
import type { z } from 'zod';
import { call, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of messaging: one's own notifications, and sends to an audience with their e-mail progress. */

export const mensajesKeys = queryKeys('mensajes');
const refreshMs = 100_000; // spec §9

/** One's latest notifications (`limit` of them); with `live` they refresh every 100 s. */
export const useBandeja = (limit: number, opts: { enabled?: boolean; live?: boolean } = {}) =>
  useQuery({
    queryKey: mensajesKeys.list({ limit }),
    queryFn: () => call(mensajesApi.bandeja, { query: { limit } }),
    enabled: opts.enabled ?? true,
    refetchInterval: opts.live ? refreshMs : false,
  });

/** How many unread notifications one has; the hub pushes changes between refreshes. */
export const useTotalNoLeidos = (enabled: boolean) =>
  useQuery({ queryKey: mensajesKeys.of('total'), queryFn: () => call(mensajesApi.total), enabled, refetchInterval: refreshMs });

/** Marks one notification read (`id`), or all of them (no id). */
export function useMarcarLeido() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (usuarioMensajeId?: number) => (usuarioMensajeId ? call(mensajesApi.leido, { params: { usuarioMensajeId } }) : call(mensajesApi.leidos)),
    onSuccess: () => qc.invalidateQueries({ queryKey: mensajesKeys.all }),
  });
}

/** A one-time ticket that opens the hub's socket. */
export const hubTicket = async () => (await call(mensajesApi.ticket)).ticket;

/** The notices of the system in force (shown in the shell). */
export const useAvisosVigentes = (enabled: boolean) =>
  useQuery({ queryKey: mensajesKeys.of('avisos'), queryFn: () => call(mensajesApi.vigentes), enabled, staleTime: 5 * 60_000 });

/** Where a send goes and where its progress is read: the system's messages, or the academic messaging. */
export interface SendApi {
  enviar: Endpoint;
  /** Every send's progress is read by its id. */
  envio: Endpoint & { params: z.ZodType<{ envioId: number }, { envioId: unknown }> };
}

/** Sends a message to an audience: the body is the message and the audience the page chose. */
export const useEnviar = (api: SendApi) => useMutation({ mutationFn: (body: object) => call(api.enviar, { body: body as never }) as Promise<Progreso> });

/** Follows a send's e-mail copies until none is left in the queue. */
export const useEnvio = (api: SendApi, envio: Progreso | null) =>
  useQuery({
    queryKey: mensajesKeys.of('envio', api.envio.path, envio?.envioId),
    queryFn: () => call(api.envio, { params: { envioId: envio!.envioId } }) as Promise<Progreso>,
    enabled: !!envio?.correo,
    refetchInterval: (q) =>
      q.state.data && q.state.data.correosEnCola === 0 && q.state.data.correosEnviados + q.state.data.correosFallidos >= q.state.data.total ? false : 1500,
  });
