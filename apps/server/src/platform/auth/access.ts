import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors.ts';
import type { Database } from '../db/database.ts';
import type { SessionClaims, TokenService } from './tokens.ts';

/**
 * What each route demands (DESIGN §5). Every route declares one; a route that declares none is refused.
 * - `public`: no sign-in (login, public forms).
 * - `password`: signed in, even with an expired password (changing it, reading the session).
 * - `self`: any signed-in user, students included; the handler reaches only the caller's own records.
 * - `staff`: any signed-in user who is not a student (plain lookups for dropdowns).
 * - `{ screens }`: a user whose role or personal grants include one of these screens.
 */
export type Access = 'public' | 'password' | 'self' | 'staff' | { screens: string[] };

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

interface AccessRow {
  estatus: boolean;
  sesion_version: number;
  es_estudiante: boolean;
  allowed: boolean;
}

export function registerAccessControl(app: FastifyInstance, deps: { database: Database; tokens: TokenService }) {
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

    const screens = typeof access === 'object' ? access.screens.map((s) => s.toLowerCase()) : [];
    const [row] = await deps.database.query<AccessRow>(
      `select u.estatus, u.sesion_version, r.es_estudiante,
              exists (select 1 from opcion_menu o
                       where lower(o.url) = any($2::text[])
                         and (exists (select 1 from rol_opcion ro where ro.rol_id = u.rol_id and ro.opcion_id = o.id)
                           or exists (select 1 from usuario_opcion uo where uo.usuario_id = u.usuario_id and uo.opcion_id = o.id))) as allowed
         from usuario u join rol r on r.rol_id = u.rol_id
        where u.usuario_id = $1`,
      [claims.usuarioId, screens],
      'access-check',
    );
    // A blocked user or a changed password ends every session at once, not when the token runs out.
    if (!row || !row.estatus || row.sesion_version !== claims.sv) throw new DomainError('refresh_invalid');
    req.session = claims;

    if (claims.expiredPassword && access !== 'password') throw new DomainError('password_expired');
    if (access === 'password' || access === 'self') return;
    if (row.es_estudiante) throw new DomainError('forbidden');
    if (access === 'staff') return;
    if (!row.allowed) throw new DomainError('forbidden');
  });
}
