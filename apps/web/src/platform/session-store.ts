/**
 * The session as the browser keeps it: the access token under `token` (spec §9) and the refresh
 * token beside it. Listeners hear every change (login, refresh, logout).
 */
import { drawingScope } from './drawing-scope.ts';
import type { SessionClaims } from '@claustro/domain/seguridad/session';

/** The decoded access token: the session fields plus its expiry. */
export type SessionUser = SessionClaims & { exp: number };

type Listener = () => void;
const listeners = new Set<Listener>();

export function decodeToken(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      atob(payload)
        .split('')
        .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join(''),
    );
    return JSON.parse(json) as SessionUser;
  } catch {
    return null;
  }
}

/**
 * The session a page was drawn for: on the server, the drawing's own (`drawingScope`, one per
 * request), which has no storage; in the browser, the one the page the server drew shows, until the
 * app has taken it over (React's first render must be the server's).
 */
let drawnToken: string | null = null;
export const drawnSession = {
  token: () => drawingScope()?.token ?? drawnToken,
  set(token: string | null) {
    drawnToken = token;
  },
};

const stored = (key: string) => (typeof localStorage === 'undefined' ? (key === 'token' ? drawnSession.token() : null) : localStorage.getItem(key));

export const sessionStore = {
  token: () => stored('token'),
  refreshToken: () => stored('refreshToken'),
  user: () => decodeToken(stored('token')),
  set(tokens: { token: string; refreshToken: string }) {
    localStorage.setItem('token', tokens.token);
    localStorage.setItem('refreshToken', tokens.refreshToken);
    listeners.forEach((l) => l());
  },
  clear() {
    localStorage.removeItem('token');
    localStorage.removeItem('refreshToken');
    listeners.forEach((l) => l());
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
