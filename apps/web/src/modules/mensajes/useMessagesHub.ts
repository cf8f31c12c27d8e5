import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hubTicket, mensajesKeys, useBandeja, useTotalNoLeidos } from './api.ts';

export type { Notificacion } from '@claustro/domain/mensajes/mensaje.contract';

const newFlagMs = 6_000;

/**
 * The unread count and the latest notifications, live: the hub pushes `GetTotalMensajes` over a
 * WebSocket (server-sent events when WebSocket fails), reconnecting by itself; the count and list are
 * also refreshed every 100 s, and `isNew` stays on for 6 s after the count grows.
 */
export function useMessagesHub(enabled: boolean) {
  const qc = useQueryClient();
  const total = useTotalNoLeidos(enabled);
  const list = useBandeja(10, { enabled, live: true });
  const [isNew, setIsNew] = useState(false);
  const last = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (total.data === undefined) return;
    if (last.current !== undefined && total.data > last.current) {
      setIsNew(true);
      void qc.invalidateQueries({ queryKey: mensajesKeys.lists() });
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
    const onTotal = (n: number) => qc.setQueryData(mensajesKeys.of('total'), n);

    const connect = async (preferSse = false) => {
      if (closed) return;
      let ticket: string;
      try {
        ticket = await hubTicket();
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
