import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { only, row } from '../db/rows.ts';

/*
 * Where reports and exports read (DESIGN §9, "Reports in registration week"): a PostgreSQL streaming
 * replica when one is configured (`DATABASE_REPLICA_URL`), so that the heaviest reads of the year do
 * not compete with registration for the primary — unless it is down or further behind than allowed,
 * when they read the primary and the log says why (once per change, not once per report).
 */

export interface ReplicaOptions {
  primary: Database;
  replica?: Database;
  /** The most a report's data may lag the primary, in seconds. */
  maxLagSeconds: number;
  /** How long a verdict on the replica stands before it is asked again, in ms. */
  recheckMs?: number;
  log: (msg: string, err?: unknown) => void;
}

/**
 * How far the replica's data is behind, in seconds: none when it has replayed all it received (an idle
 * primary sends nothing, and the last replayed transaction's age would then read as lag), else the age
 * of the last transaction it replayed.
 */
const lagSql = `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                            else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end::float8 as lag,
                       pg_is_in_recovery() as standby`;

/** Whether an error says the server is gone (refused, cut, shutting down), not that the statement was wrong. */
function connectionLost(err: unknown): boolean {
  const e = (err as { cause?: unknown }).cause ?? err;
  const code = String((e as { code?: string }).code ?? '');
  return (
    /^(ECONNREFUSED|ECONNRESET|EPIPE|57P0[123]|08\w{3})$/.test(code) ||
    /Connection terminated|connection timeout|not queryable/i.test(String((e as Error).message))
  );
}

export function replicaReader(o: ReplicaOptions) {
  const recheck = o.recheckMs ?? 5_000;
  let verdict: { usable: boolean; at: number; why: string } | undefined;
  let pending: Promise<boolean> | undefined;

  async function ask(): Promise<boolean> {
    let usable = false;
    let why: string;
    try {
      const r = await only(o.replica!, row({ lag: z.number(), standby: z.boolean() }), { text: lagSql, params: [] });
      usable = r.lag <= o.maxLagSeconds;
      why = !r.standby ? 'is not a standby' : usable ? 'is in step' : `is ${r.lag.toFixed(1)} s behind (more than ${o.maxLagSeconds} s)`;
    } catch (err) {
      why = `does not answer (${(err as Error).message})`;
    }
    if (verdict?.usable !== usable) o.log(usable ? `Reports read the replica: it ${why}.` : `Reports read the primary: the replica ${why}.`);
    verdict = { usable, at: Date.now(), why };
    return usable;
  }

  /** The database a report reads now. */
  async function reader(): Promise<Database> {
    if (!o.replica) return o.primary;
    const fresh = verdict && Date.now() - verdict.at < recheck;
    const usable = fresh ? verdict!.usable : await (pending ??= ask().finally(() => (pending = undefined)));
    return usable ? o.replica : o.primary;
  }

  return {
    reader,
    /**
     * Runs a report's reads where they belong; when the replica went away since it was last asked (its
     * connection refused or cut), the report is read again from the primary rather than failing.
     */
    async read<T>(work: (db: Database) => Promise<T>): Promise<T> {
      const db = await reader();
      try {
        return await work(db);
      } catch (err) {
        if (db === o.primary || !connectionLost(err)) throw err;
        await ask();
        return work(o.primary);
      }
    },
    /** Forgets the last verdict: the next report asks the replica again (tests, and an operator's restart). */
    forget: () => void (verdict = undefined),
  };
}
export type ReplicaReader = ReturnType<typeof replicaReader>;
