import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Institution } from '../../platform/config.ts';
import { DomainError } from '../../platform/errors.ts';

interface Discovery {
  issuer: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * Verifies a Microsoft (Office 365) ID token: signature against the keys the authority publishes
 * (OpenID discovery), issuer, audience = our client id, expiry, and the nonce the browser sent.
 * Answers the account's e-mail.
 */
export function office365Verifier(ms: Institution['microsoft']) {
  const configured = !!(ms.clientId && ms.authority);
  let discovery: Promise<Discovery> | undefined;

  function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const res = await fetch(`${ms.authority.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      const doc = (await res.json()) as { issuer: string; jwks_uri: string };
      return { issuer: doc.issuer, jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: 5000 }) };
    })().catch((err) => {
      discovery = undefined; // try again next time
      throw err;
    });
    return discovery;
  }

  return {
    configured,
    async verify(idToken: string, nonce?: string | null): Promise<string> {
      if (!configured) throw new DomainError('office_not_configured');
      let d: Discovery;
      try {
        d = await discover();
      } catch {
        throw new DomainError('office_unavailable');
      }
      let payload: JWTPayload & { tid?: string; email?: string; preferred_username?: string; upn?: string; nonce?: string };
      try {
        ({ payload } = await jwtVerify(idToken, d.jwks, { audience: ms.clientId, algorithms: ['RS256'], clockTolerance: 60 }));
      } catch {
        throw new DomainError('office_token_invalid');
      }
      // Multi-tenant authorities publish an issuer template with {tenantid}.
      const expectedIssuer = d.issuer.replace('{tenantid}', String(payload.tid ?? ''));
      if (payload.iss !== expectedIssuer) throw new DomainError('office_token_invalid');
      if (nonce && payload.nonce !== nonce) throw new DomainError('office_token_invalid');
      const email = payload.email ?? payload.preferred_username ?? payload.upn;
      if (!email) throw new DomainError('office_unknown_user');
      return email;
    },
  };
}

export type Office365Verifier = ReturnType<typeof office365Verifier>;
