import type { Institution } from './config.ts';
import { DomainError } from './errors.ts';

export interface CaptchaSecrets {
  v2?: string;
  v3?: string;
}

/**
 * Server-side captcha verification (spec §1: two versions per institution). The score version (v3)
 * is used when configured, else the checkbox version (v2); neither configured means not required.
 * The provider unreachable or answering nonsense fails closed.
 */
export function captchaService(inst: Institution, secrets: CaptchaSecrets = { v2: process.env.CAPTCHA_V2_SECRET, v3: process.env.CAPTCHA_V3_SECRET }) {
  const version = inst.captcha.v3.siteKey && secrets.v3 ? 'v3' : inst.captcha.v2.siteKey && secrets.v2 ? 'v2' : null;

  return {
    required: version !== null,
    version,

    async verify(token: string | null | undefined, remoteIp?: string): Promise<void> {
      if (!version) return;
      if (!token) throw new DomainError('captcha_required');
      const body = new URLSearchParams({ secret: secrets[version]!, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      let answer: { success?: boolean; score?: number };
      try {
        const res = await fetch(inst.captcha.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`verify answered ${res.status}`);
        answer = (await res.json()) as typeof answer;
      } catch {
        throw new DomainError('captcha_unavailable');
      }
      if (answer.success !== true) throw new DomainError('captcha_failed');
      if (version === 'v3' && !(typeof answer.score === 'number' && answer.score >= inst.captcha.v3.minScore)) {
        throw new DomainError('captcha_failed');
      }
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
