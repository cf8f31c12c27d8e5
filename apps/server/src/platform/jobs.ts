import type { Database } from './db/database.ts';
import { every } from './every.ts';
import { all, idRow, row } from './db/rows.ts';
import { z } from 'zod';

export interface JobContext {
  attempt: number;
  /** This is the last attempt: a failure now is final. */
  final: boolean;
}
/**
 * Work of one job type. Each handler declares the payload it was enqueued with (`never` here lets
 * a handler of any payload be registered; the runner hands it the payload stored with its job).
 */
export type JobHandler = (payload: never, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Idempotency key: enqueuing the same key again is a no-op. */
  claveUnica?: string;
  maxIntentos?: number;
  /** Seconds from now. */
  delaySeconds?: number;
}

const claimedRow = row({
  id: z.number(),
  tipo: z.string(),
  payload: z.unknown(),
  intentos: z.number(),
  max_intentos: z.number(),
});

/**
 * A small job runner on the application's own database. Jobs are claimed one at a time with
 * `FOR UPDATE SKIP LOCKED` (several processes never take the same job), retried with exponential
 * backoff, and end `hecho` or `fallido` with their last error kept for an administrator to see.
 * A job whose process died is taken again once its lease (`bloqueado_hasta`) runs out.
 */
export function jobRunner(opts: {
  database: Database;
  handlers: Record<string, JobHandler>;
  /** First retry delay; doubles each attempt. */
  backoffSeconds?: number;
  leaseSeconds?: number;
  pollMs?: number;
  log?: (msg: string, err?: unknown) => void;
}) {
  const { database, handlers } = opts;
  const backoff = opts.backoffSeconds ?? 30;
  const lease = opts.leaseSeconds ?? 300;
  let stopPolling: (() => Promise<void>) | undefined;

  async function enqueue(tipo: string, payload: unknown, o: EnqueueOptions = {}): Promise<number | undefined> {
    const [row] = await all(database, idRow, {
      text: `insert into job (tipo, payload, clave_unica, max_intentos, ejecutar_en)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5))
       on conflict (clave_unica) do nothing returning id`,
      params: [tipo, JSON.stringify(payload), o.claveUnica ?? null, o.maxIntentos ?? 5, o.delaySeconds ?? 0],
    });
    return row?.id;
  }

  /** Enqueues many jobs of one type in one statement; keys already queued are skipped. */
  async function enqueueMany(tipo: string, items: { payload: unknown; claveUnica: string }[], maxIntentos = 5): Promise<void> {
    if (!items.length) return;
    await database.query(
      `insert into job (tipo, payload, clave_unica, max_intentos)
       select $1, x.payload, x.clave_unica, $3 from json_to_recordset($2::json) as x(payload jsonb, clave_unica text)
       on conflict (clave_unica) do nothing`,
      [tipo, JSON.stringify(items.map((i) => ({ payload: i.payload, clave_unica: i.claveUnica }))), maxIntentos],
    );
  }

  /** Claims and runs one due job; answers whether there was one. */
  async function runOnce(): Promise<boolean> {
    const [job] = await all(database, claimedRow, {
      text: `update job set estado = 'en_curso', intentos = intentos + 1, bloqueado_hasta = now() + make_interval(secs => $1)
        where id = (select id from job
                     where (estado = 'pendiente' and ejecutar_en <= now())
                        or (estado = 'en_curso' and bloqueado_hasta < now())
                     order by ejecutar_en, id for update skip locked limit 1)
        returning id, tipo, payload, intentos, max_intentos`,
      params: [lease],
    });
    if (!job) return false;
    const final = job.intentos >= job.max_intentos;
    try {
      const handler = handlers[job.tipo];
      if (!handler) throw new Error(`no handler for job type ${job.tipo}`);
      await handler(job.payload as never, { attempt: job.intentos, final });
      await database.query(`update job set estado = 'hecho', terminado_en = now(), bloqueado_hasta = null, ultimo_error = null where id = $1`, [job.id]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log?.(`job ${job.id} (${job.tipo}) attempt ${job.intentos} failed: ${message}`, err);
      await database.query(
        final
          ? `update job set estado = 'fallido', terminado_en = now(), bloqueado_hasta = null, ultimo_error = $2 where id = $1`
          : `update job set estado = 'pendiente', bloqueado_hasta = null, ultimo_error = $2,
                    ejecutar_en = now() + make_interval(secs => $3 * power(2, intentos - 1)) where id = $1`,
        final ? [job.id, message] : [job.id, message, backoff],
      );
    }
    return true;
  }

  /** Runs due jobs until none is left (tests; also each poll). */
  async function drain(max = 1000): Promise<number> {
    let n = 0;
    while (n < max && (await runOnce())) n++;
    return n;
  }

  return {
    enqueue,
    enqueueMany,
    runOnce,
    drain,
    start() {
      stopPolling ??= every(
        opts.pollMs ?? 1000,
        () => drain(50),
        (err) => opts.log?.('job poll failed', err),
      );
    },
    async stop() {
      await stopPolling?.();
      stopPolling = undefined;
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;
