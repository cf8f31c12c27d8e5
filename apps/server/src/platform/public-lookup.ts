import type { Visitor } from './actor.ts';
import type { AttemptsGuard } from './attempts.ts';
import type { CaptchaService } from './captcha.ts';

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
