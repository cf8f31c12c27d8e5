import type { Visitor } from './actor.ts';
import type { AttemptsGuard } from './attempts.ts';
import type { CaptchaService } from './captcha.ts';
import type { ErrorCode } from '@claustro/domain/platform/messages';
import { DomainError } from './errors.ts';

/** Limits of the public forms, per client address (and per identification for look-ups). */
export const publicLimits = { windowMinutes: 60, submissionsPerAddress: 10, lookupFailuresPerAddress: 20, lookupFailuresPerDocument: 5 };

/**
 * Before a public look-up (a graduate, a document's code, an official letter): a limit of attempts per
 * address, then the captcha; each attempt that passes them counts against the address.
 */
export async function guardPublicLookup(
  deps: { captcha: CaptchaService; attempts: AttemptsGuard },
  o: { name: string; visitor: Visitor; token: string | null | undefined; limit: { perAddress: number; windowMinutes: number } },
) {
  const key = `${o.name}:ip:${o.visitor.ip}`;
  await deps.attempts.check([{ key, max: o.limit.perAddress }], o.limit.windowMinutes);
  await deps.captcha.verify(o.token, o.visitor.ip ?? undefined);
  await deps.attempts.record([key]);
}

/**
 * A public check of a document's code (a transcript, a title, a letter): the captcha, then the
 * look-up. Only failures count — those `fallos` name (a code mistyped or of no document) — per address
 * and per document, so that a campus checking genuine documents from behind one address is never
 * blocked, while guessing is; a blocked caller is told when to try again.
 */
export async function publicCheck<T>(
  deps: { captcha: CaptchaService; attempts: AttemptsGuard },
  o: {
    name: string;
    visitor: Visitor;
    token: string | null | undefined;
    /** What is checked, as its key (the code, normalised). */
    documento: string;
    limit: { failuresPerAddress: number; failuresPerDocument: number; windowMinutes: number };
    fallos: readonly ErrorCode[];
  },
  run: () => Promise<T>,
): Promise<T> {
  const keys = [`${o.name}:ip:${o.visitor.ip}`, `${o.name}:doc:${o.documento}`];
  await deps.attempts.check(
    [
      { key: keys[0], max: o.limit.failuresPerAddress },
      { key: keys[1], max: o.limit.failuresPerDocument },
    ],
    o.limit.windowMinutes,
  );
  await deps.captcha.verify(o.token, o.visitor.ip ?? undefined);
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && o.fallos.includes(e.code)) await deps.attempts.record(keys);
    throw e;
  }
}
