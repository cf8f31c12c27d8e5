import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors.ts';
import type { Access } from '@claustro/domain/platform/contract';
import type { AccessCache } from './access-cache.ts';
import type { SessionClaims, TokenService } from './tokens.ts';

export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

/** Answers the caller's session, or throws 401 (routes that are not public always have one). */
export function sessionOf(req: FastifyRequest): SessionClaims {
  if (!req.session) throw new DomainError('unauthenticated');
  return req.session;
}

export function registerAccessControl(app: FastifyInstance, deps: { access: AccessCache; tokens: TokenService }) {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (!req.routeOptions.url) return; // not found: the 404 handler answers
    if (access === undefined) throw new DomainError('forbidden');
    if (access === 'public') return;

    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw new DomainError('unauthenticated');
    const claims = await deps.tokens.verify(token);
    if (claims === 'expired') {
      reply.header('token-expired', 'true');
      throw new DomainError('token_expired');
    }
    if (claims === 'invalid') throw new DomainError('unauthenticated');

    const row = await deps.access.get(claims.usuarioId);
    // A blocked user or a changed password ends every session at once, not when the token runs out.
    if (!row || !row.estatus || row.sesionVersion !== claims.sv) throw new DomainError('refresh_invalid');
    req.session = claims;

    if (claims.expiredPassword && access !== 'password') throw new DomainError('password_expired');
    if (access === 'password' || access === 'self') return;
    if (row.esEstudiante) throw new DomainError('forbidden');
    if (access === 'staff') return;
    if (!access.screens.some((s) => row.screens.has(s.toLowerCase()))) throw new DomainError('forbidden');
  });
}
