import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api.ts';
import type { Notificacion } from '@claustro/domain/mensajes/mensaje.contract';

export type { Notificacion } from '@claustro/domain/mensajes/mensaje.contract';

const refreshMs = 100_000; // spec §9
const newFlagMs = 6_000;

/**
 * The unread count and the latest notifications, live: the hub pushes `GetTotalMensajes` over a
 * WebSocket (server-sent events when WebSocket fails), reconnecting by itself; the count and list are
 * also refreshed every 100 s, and `isNew` stays on for 6 s after the count grows.
 */
export function useMessagesHub(enabled: boolean) {
  const qc = useQueryClient();
  const total = useQuery({
    queryKey: ['mensajes', 'total'],
    queryFn: () => api<number>('/api/seguridad/usuario-mensajes/total'),
    enabled,
    refetchInterval: refreshMs,
  });
  const list = useQuery({
    queryKey: ['mensajes', 'lista'],
    queryFn: () => api<Notificacion[]>('/api/seguridad/usuario-mensajes/mensajes', { query: { limit: 10 } }),
    enabled,
    refetchInterval: refreshMs,
  });
  const [isNew, setIsNew] = useState(false);
  const last = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (total.data === undefined) return;
    if (last.current !== undefined && total.data > last.current) {
      setIsNew(true);
      void qc.invalidateQueries({ queryKey: ['mensajes', 'lista'] });
      const h = setTimeout(() => setIsNew(false), newFlagMs);
      last.current = total.data;
      return () => clearTimeout(h);
    }
    last.current = total.data;
  }, [total.data, qc]);

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let attempt = 0;
    let close: () => void = () => {};
    const onTotal = (n: number) => qc.setQueryData(['mensajes', 'total'], n);

    const connect = async (preferSse = false) => {
      if (closed) return;
      let ticket: string;
      try {
        ticket = (await api<{ ticket: string }>('/api/seguridad/usuario-mensajes/ticket', { method: 'POST' })).ticket;
      } catch {
        return retry(preferSse);
      }
      if (closed) return;
      const q = `ticket=${encodeURIComponent(ticket)}`;
      if (!preferSse && 'WebSocket' in window) {
        const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mensajesHub?${q}`);
        let opened = false;
        ws.onopen = () => {
          opened = true;
          attempt = 0;
        };
        ws.onmessage = (e) => onTotal(JSON.parse(e.data).data.totalMensajesActivos);
        ws.onclose = () => retry(!opened); // never opened: the network refuses WebSocket, try SSE
        close = () => ws.close();
      } else {
        const es = new EventSource(`/mensajesHub/sse?${q}`);
        es.addEventListener('GetTotalMensajes', (e) => onTotal(JSON.parse((e as MessageEvent).data).totalMensajesActivos));
        es.onopen = () => (attempt = 0);
        es.onerror = () => {
          es.close();
          retry(true);
        };
        close = () => es.close();
      }
    };
    const retry = (preferSse: boolean) => {
      if (closed) return;
      attempt++;
      setTimeout(() => void connect(preferSse), Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
    };
    void connect();
    return () => {
      closed = true;
      close();
    };
  }, [enabled, qc]);

  return { total: total.data ?? 0, list: list.data ?? [], isNew };
}
