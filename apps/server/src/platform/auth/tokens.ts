import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionClaims } from '@claustro/domain/seguridad/session';

export type { SessionClaims };

export const accessTokenSeconds = Number(process.env.ACCESS_TOKEN_SECONDS ?? 15 * 60);
export const refreshTokenSeconds = 12 * 60 * 60;

/** How many verified access tokens a process remembers (each is a few hundred bytes). */
const verifiedKept = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Access tokens already verified, with their claims and expiry: checking a signature costs more CPU
   * than the rest of a small request, and a browser sends the same token for its whole 15 minutes.
   * A token's text fixes its claims, so remembering the answer is exact; expiry is still checked on
   * every use. (Blocks, password changes and grants are the access check's, not the token's.)
   */
  private readonly verified = new Map<string, { claims: SessionClaims; exp: number }>();
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, seconds = accessTokenSeconds): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.usuarioId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(this.key);
  }

  signRaw(claims: Record<string, unknown>, seconds: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(this.key);
  }

  async verifyRaw(token: string): Promise<Record<string, unknown> | null> {
    try {
      return (await jwtVerify(token, this.key, { algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
  }

  /** Answers the claims, or 'expired' / 'invalid'. Hub tickets are not sessions. */
  async verify(token: string): Promise<SessionClaims | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known.claims;
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.purpose) return 'invalid';
      const claims = payload as unknown as SessionClaims;
      if (this.verified.size >= verifiedKept) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, exp: payload.exp ?? 0 });
      return claims;
    } catch (err) {
      return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

export const hubTicketSeconds = 60;

/** A short-lived ticket that opens the realtime hub (URLs may be logged; access tokens must not be). */
export async function signHubTicket(tokens: TokenService, usuarioId: number): Promise<string> {
  return tokens.signRaw({ purpose: 'hub', sub: String(usuarioId) }, hubTicketSeconds);
}

export async function verifyHubTicket(tokens: TokenService, ticket: string): Promise<number | null> {
  const claims = await tokens.verifyRaw(ticket);
  return claims && claims.purpose === 'hub' && claims.sub ? Number(claims.sub) : null;
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
