import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/* What the API benchmarks share: loops that drive an endpoint, and pgbench running the statements the API ran. */

export interface Run {
  ok: number;
  errors5xx: number;
  other: number;
  rps: number;
  p50: number;
  p99: number;
}
export const pct = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);

/** `concurrency` loops calling `work(k)` with k = 0, 1, 2… for `ms`; the answers' statuses counted. */
export async function drive(concurrency: number, ms: number, work: (k: number) => Promise<number>, expect = 201): Promise<Run> {
  let k = 0;
  const lat: number[] = [];
  let errors5xx = 0;
  let other = 0;
  const t0 = performance.now();
  const end = t0 + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const s = performance.now();
        const status = await work(k++);
        if (status === expect) lat.push(performance.now() - s);
        else if (status >= 500 || status === 0) errors5xx++;
        else other++;
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return { ok: lat.length, errors5xx, other, rps: lat.length / ((performance.now() - t0) / 1000), p50: pct(lat, 50), p99: pct(lat, 99) };
}

/** Every statement the driver sends while `work` runs, with its parameters. */
export async function captureSql(work: () => Promise<unknown>) {
  const seen: { text: string; values: unknown[] }[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof q === 'string') seen.push({ text: q, values: Array.isArray(v) ? v : [] });
    else if (q && typeof q === 'object' && 'text' in q) seen.push({ text: q.text, values: q.values ?? (Array.isArray(v) ? v : []) });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return seen;
}

/**
 * A pgbench script of the captured statements: the run's own ids become variables (`vars`), values
 * `replace` knows become its expressions, every other value a literal; `gset` names the prefix under
 * which a statement's answer is kept (`\gset`) for the statements after it.
 */
export function pgbenchScript(
  header: string,
  statements: { text: string; values: unknown[] }[],
  o: { vars?: Record<string, number>; replace?: (v: unknown) => string | undefined; gset?: (text: string) => string | undefined } = {},
) {
  const literal = (v: unknown): string => {
    const replaced = o.replace?.(v);
    if (replaced !== undefined) return replaced;
    for (const [name, value] of Object.entries(o.vars ?? {})) if (v === value) return `:${name}`;
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    const text = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : JSON.stringify(v);
    return `'${text.replace(/'/g, "''")}'`;
  };
  const body = statements.map((s) => {
    const text = s.text.replace(/\$(\d+)/g, (_, n: string) => literal(s.values[Number(n) - 1])).replace(/\s+/g, ' ');
    const prefix = o.gset?.(s.text);
    return prefix ? `${text} \\gset ${prefix}` : `${text};`;
  });
  return `${header}\n${body.join('\n')}\n`;
}

/** Runs a pgbench script for `seconds` with `concurrency` clients: transactions a second, failures, average latency. */
export function pgbench(url: string, script: string, concurrency: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'claustro-pgbench-'));
  const file = join(dir, 'script.sql');
  writeFileSync(file, script);
  const out = execFileSync('pgbench', ['-n', '-M', 'extended', '-c', String(concurrency), '-j', '2', '-T', String(seconds), '-f', file, url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  return { tps, failed, latency };
}
