import { appRoutes as routes } from './routes.ts';

/** Paths every signed-in user may open without a grant (spec §4: home, change password, personal data; and the surveys they are asked). */
export const alwaysOpenPaths = ['/', '/seguridad/cambiar-clave', '/datos-personales', '/mensajes', '/no-access', '/encuestas'];

const publicPaths = routes.filter((r) => r.public && r.path !== '*').map((r) => r.path.toLowerCase());
const paramRoutes = routes.filter((r) => r.path.includes('{')).map((r) => r.path.toLowerCase().replace(/\/\{[^}]+\}$/, ''));

const ownPaths = new Set(routes.filter((r) => !r.path.includes('{')).map((r) => r.path.toLowerCase()));

/**
 * Whether a menu entry leads somewhere: the base of a `{id}` route (a receipt by its number) is only
 * a grant for that route, not a page, unless a screen of its own lives there (the students' list).
 */
export function isMenuPage(url: string): boolean {
  const lower = url.toLowerCase();
  return ownPaths.has(lower) || !paramRoutes.includes(lower);
}

/** The screen a browser path belongs to: no query, no trailing slash, a trailing `{id}` dropped. */
export function screenOfPath(path: string): string {
  let p = path.split('?')[0].split('#')[0].replace(/\/+$/, '') || '/';
  const parent = p.replace(/\/[^/]+$/, '');
  if (paramRoutes.includes(parent.toLowerCase())) p = parent;
  return p;
}

/**
 * The roots of the spec's sections of screens (`/reportes/academicos/*`: the list of that section's
 * reports), each with the paths its screens start with (lower case). Continuing education's reports
 * live under its own section and finance's.
 */
export const sectionRoots: Record<string, readonly string[]> = {
  '/reportes/academicos/*': ['/reportes/academicos/'],
  '/reportes/academicos/mescyt/*': ['/reportes/academicos/mescyt/'],
  '/reportes/estadisticos/*': ['/reportes/estadisticos/'],
  '/reportes/horarios/*': ['/reportes/horarios/'],
  '/reportes/educacion-continuada/*': ['/educacion-continuada/reporte', '/financieros/reporte-cobros-por-curso-ep'],
};

/** Whether a granted menu entry (lower case) opens a screen: its own, or the root of a section it belongs to. */
export function opens(granted: string, screen: string): boolean {
  return granted === screen || !!sectionRoots[screen]?.some((p) => granted !== screen && granted.startsWith(p));
}

export function isPublicPath(path: string): boolean {
  return publicPaths.includes(screenOfPath(path).toLowerCase());
}

export interface GuardInput {
  path: string;
  /** Decoded, unexpired token, or null. */
  session: { expiredPassword: boolean } | null;
  /** Menu urls when the menu is loaded, else undefined (then the server is asked). */
  menuUrls?: string[];
}

/**
 * The route guard of spec §4, decided without I/O:
 * - public routes pass; login while signed in goes home;
 * - without a session, go to login;
 * - an expired password forces the change-password route;
 * - home, change-password and personal data pass; other routes need a grant (menu entry, or ask the server).
 */
export type GuardDecision = { go: 'pass' } | { go: 'redirect'; to: string } | { go: 'ask-server' };

export function guard({ path, session, menuUrls }: GuardInput): GuardDecision {
  const screen = screenOfPath(path);
  const lower = screen.toLowerCase();
  if (lower === '/login') return session ? { go: 'redirect', to: '/' } : { go: 'pass' };
  if (isPublicPath(screen)) return { go: 'pass' };
  if (!session) return { go: 'redirect', to: '/login' };
  if (session.expiredPassword) {
    return lower === '/seguridad/cambiar-clave' ? { go: 'pass' } : { go: 'redirect', to: '/seguridad/cambiar-clave' };
  }
  if (alwaysOpenPaths.includes(lower)) return { go: 'pass' };
  if (menuUrls) {
    return menuUrls.some((u) => opens(u.toLowerCase(), lower)) ? { go: 'pass' } : { go: 'redirect', to: '/no-access' };
  }
  return { go: 'ask-server' };
}
