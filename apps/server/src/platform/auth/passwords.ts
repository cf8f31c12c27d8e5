import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../errors.ts';
import { Semaphore } from './semaphore.ts';

/**
 * argon2id costs ~10 ms of CPU per hash: at most as many run at once as there are cores to spare,
 * so a login flood queues (and beyond the queue gets 503) instead of starving enrolment.
 */
const gate = new Semaphore(Number(process.env.ARGON2_CONCURRENCY ?? 2), Number(process.env.ARGON2_QUEUE ?? 64));
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 }; // OWASP's argon2id minimum

async function gated<T>(work: () => Promise<T>): Promise<T> {
  const result = await gate.run(work);
  if (result === undefined) throw new DomainError('busy');
  return result;
}

export const hashPassword = (plain: string) => gated(() => hash(plain, options));

export const verifyPassword = (hashed: string, plain: string) =>
  gated(() => verify(hashed, plain).catch(() => false));

/** Used when the user does not exist, so that a wrong user costs the same time as a wrong password. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummy ??= hash('not-a-real-password', options);
  await verifyPassword(await dummy, plain);
}

export const passwordGate = gate;
