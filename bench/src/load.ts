import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `work` from `concurrency` loops for `durationMs` (and at most `maxRequests`), timing each call. */
export async function load(opts: { concurrency: number; durationMs: number; maxRequests?: number; work: () => Promise<boolean> }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + opts.durationMs;
  const max = opts.maxRequests ?? 200_000;
  const loop = async () => {
    while (performance.now() < end && latencies.length + errors < max) {
      const t0 = performance.now();
      const ok = await opts.work().catch(() => false);
      if (ok) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request on a kept-alive connection; true when the status is the expected one. */
export async function request(opts: { port: number; path: string; method?: string; token?: string; body?: unknown; expect?: number }): Promise<boolean> {
  return (await requestStatus(opts)) === (opts.expect ?? 200);
}

/** One HTTP request on a kept-alive connection; answers its status (0 when it failed to connect). */
export async function requestStatus(opts: { port: number; path: string; method?: string; token?: string; body?: unknown }): Promise<number> {
  return (await requestJson(opts)).status;
}

/** One HTTP request on a kept-alive connection; answers its status and its JSON body (null when none). */
export function requestJson(opts: { port: number; path: string; method?: string; token?: string; body?: unknown }): Promise<{ status: number; body: unknown }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port,
        path: opts.path,
        method: opts.method ?? 'GET',
        agent,
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: null }));
    if (payload) req.write(payload);
    req.end();
  });
}
