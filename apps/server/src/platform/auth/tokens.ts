import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionClaims } from '@claustro/domain/seguridad/session';

export type { SessionClaims };

export const accessTokenSeconds = Number(process.env.ACCESS_TOKEN_SECONDS ?? 15 * 60);
export const refreshTokenSeconds = 12 * 60 * 60;

export class TokenService {
  private readonly key: Uint8Array;
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

  /** Answers the claims, or 'expired' / 'invalid'. */
  async verify(token: string): Promise<SessionClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return payload as unknown as SessionClaims;
    } catch (err) {
      return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
