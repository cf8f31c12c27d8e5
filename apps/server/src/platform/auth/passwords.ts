import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../errors.ts';
import { Semaphore } from './semaphore.ts';

/**
 * argon2id costs ~10 ms of CPU per hash. At most one fewer than the machine's cores hash at once, so
 * a login flood queues (beyond the queue: 503) and always leaves a core for everything else.
 */
export const argon2Concurrency = Number(process.env.ARGON2_CONCURRENCY ?? Math.max(1, availableParallelism() - 1));
const gate = new Semaphore(argon2Concurrency, Number(process.env.ARGON2_QUEUE ?? 64));
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 }; // OWASP's argon2id minimum

async function gated<T>(work: () => Promise<T>): Promise<T> {
  const result = await gate.run(work);
  if (result === undefined) throw new DomainError('busy');
  return result;
}

export const hashPassword = (plain: string) => gated(() => hash(plain, options));

export const verifyPassword = (hashed: string, plain: string) => gated(() => verify(hashed, plain).catch(() => false));

/** Used when the user does not exist, so that a wrong user costs the same time as a wrong password. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummy ??= hash('not-a-real-password', options);
  await verifyPassword(await dummy, plain);
}

export const passwordGate = gate;
