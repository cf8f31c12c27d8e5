import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageSessionCookie, pageWidthCookie, type DrawingGet } from '@claustro/domain/platform/drawn-page';
import type { AccessCache } from '../auth/access-cache.ts';
import type { TokenService } from '../auth/tokens.ts';

/** Someone asking for a page with a live session in its cookie: the server may draw a signed-in screen for them. */
export interface PageVisitor {
  token: string;
  /** The session the page is drawn for, as the browser checks it before it hydrates (`usuarioId:exp`). */
  drawnFor: string;
  /** A wide window (the side menu beside the page), as the browser last said, else as its user agent suggests. */
  wide: boolean;
  /** The API as this user calls it: in-process, through every access check. */
  get: DrawingGet;
}

/** A cookie's value in a `Cookie` header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim()) || undefined;
  }
  return undefined;
}

/**
 * A wide window: as the browser last wrote it (`pageWidthCookie`), else unless the browser says it is
 * a phone's (`Sec-CH-UA-Mobile: ?1`, or its user agent).
 */
function wide(req: FastifyRequest): boolean {
  const seen = cookieOf(req.headers.cookie, pageWidthCookie);
  if (seen) return seen === 'ancha';
  return !(req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/i.test(req.headers['user-agent'] ?? ''));
}

/**
 * The visitor of a page request whose page cookie holds a live session, checked as the API checks
 * a token (signature, expiry, blocked user, changed password); none otherwise. The cookie only lets
 * the server draw the page: what it shows comes from the API, asked as this user.
 */
export function pageVisitors(app: FastifyInstance, deps: { tokens: TokenService; access: AccessCache }) {
  return async (req: FastifyRequest): Promise<PageVisitor | undefined> => {
    const token = cookieOf(req.headers.cookie, pageSessionCookie);
    if (!token) return undefined;
    const claims = await deps.tokens.verify(token);
    if (typeof claims === 'string' || claims.expiredPassword) return undefined;
    const row = await deps.access.get(claims.usuarioId);
    if (!row || !row.estatus || row.sesionVersion !== claims.sv) return undefined;
    const get: DrawingGet = async (path) => {
      const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } });
      const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
      return { status: res.statusCode, headers, body: res.body };
    };
    return { token, drawnFor: `${claims.usuarioId}:${(claims as { exp?: number }).exp ?? 0}`, wide: wide(req), get };
  };
}
