import { performance } from 'node:perf_hooks';
import type { Ack } from '@claustro/server/src/test/registration-history.ts';
import { pct } from './pgbench.ts';

export interface Rush {
  acks: Ack[];
  /** Latencies of acceptances and of "full" answers, sorted. */
  acceptLat: number[];
  fullLat: number[];
  statuses: Map<number, number>;
  seconds: number;
  /** p50 and p99 of every answer, acceptances and "full" alike: what a student waits, and at worst. */
  p50: number;
  p99: number;
}

/**
 * A registration rush: each student, over `connections` connections at once, asks for a random section
 * still open among `sections` until one accepts them (201) or all are full (409 on each).
 */
export async function runRush(add: (ec: number, sid: number) => Promise<number>, students: number[], sections: number[], connections = 64): Promise<Rush> {
  const acks: Ack[] = [];
  const acceptLat: number[] = [];
  const fullLat: number[] = [];
  const statuses = new Map<number, number>();
  const full = new Set<number>();
  let next = 0;
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < students.length) {
        const ec = students[next++];
        while (full.size < sections.length) {
          const open = sections.filter((s) => !full.has(s));
          const sid = open[Math.floor(rnd() * open.length)];
          const s = performance.now();
          const status = await add(ec, sid);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 201) {
            acceptLat.push(performance.now() - s);
            acks.push({ estudianteCarreraId: ec, seccionAsignaturaId: sid });
            break;
          }
          if (status === 409) {
            fullLat.push(performance.now() - s);
            full.add(sid);
          } else break;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  acceptLat.sort((a, b) => a - b);
  fullLat.sort((a, b) => a - b);
  const all = [...acceptLat, ...fullLat].sort((a, b) => a - b);
  return { acks, acceptLat, fullLat, statuses, seconds, p50: pct(all, 50), p99: pct(all, 99) };
}
