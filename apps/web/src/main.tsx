import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClient, type Query } from '@tanstack/react-query';
import { loadConfig } from './platform/config.ts';
import { ApiError } from './platform/api.ts';
import { decodeToken, drawnSession, sessionStore } from './platform/session-store.ts';
import { keepPageCookie } from './platform/page-cookie.ts';
import { drawnViewport } from './platform/drawn-viewport.ts';
import { currentLang, initI18n } from './platform/i18n.ts';
import { storedDark } from './platform/color-mode.ts';
import { prefetchMenu } from './platform/session.tsx';
import { createAppRouter } from './app/router.tsx';
import { nextTask } from './platform/next-task.ts';
import { Root } from './app/Root.tsx';

/** The queries a page drawn for its user came with, and when the app adopted them. */
const drawnQueries = new WeakSet<Query>();
let adoptedAt = 0;
/** A screen drawn for its user shows answers the server fetched for this very visit: not asked again as it mounts. */
const freshlyDrawn = (q: Query) => drawnQueries.has(q) && !q.state.isInvalidated && Date.now() - adoptedAt < 30_000;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (n, err) => n < 1 && !(err instanceof ApiError && err.status > 0),
      refetchOnWindowFocus: false,
      refetchOnMount: (q) => !freshlyDrawn(q),
    },
  },
});

/** Spec §4: a `tks` query parameter carries a token (from the management application); it is stored and removed from the URL. */
function adoptTokenFromUrl() {
  const url = new URL(window.location.href);
  const tks = url.searchParams.get('tks');
  if (tks === null) return;
  url.searchParams.delete('tks');
  window.history.replaceState(null, '', url.toString());
  if (decodeToken(tks)) {
    localStorage.setItem('token', tks);
    localStorage.removeItem('refreshToken');
  } else {
    sessionStore.clear();
    window.history.replaceState(null, '', '/login');
  }
}

/**
 * Until the app has drawn its first screen, a page the server drew is shown but cannot be used (`inert`,
 * written by the server): a click would do nothing, a sign-in form would go to the address bar, and
 * what someone typed would be lost when the app takes the page over.
 */
function Live({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

/** The answers a page drawn for its user came with, into the app's cache. */
function adoptDrawnState() {
  const state = document.getElementById('drawn-state')?.textContent;
  if (!state) return;
  hydrate(queryClient, JSON.parse(state));
  adoptedAt = Date.now();
  for (const q of queryClient.getQueryCache().getAll()) drawnQueries.add(q);
}

/** Which session a drawn page shows: none for a public page. */
const drawnFor = (container: HTMLElement) => container.getAttribute('data-drawn-for');
/** A session as the server names it on a page it drew for it (apps/server/src/platform/http/web-shell.ts). */
function sessionOf(token: string | null): string | null {
  const user = decodeToken(token);
  return user ? `${user.usuarioId}:${user.exp}` : null;
}

async function start() {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  if (window.location.protocol === 'http:' && !local) {
    window.location.replace(window.location.href.replace(/^http:/, 'https:'));
    return;
  }
  adoptTokenFromUrl();
  // The page cookie follows the stored session (a session from before it existed, a token from the URL).
  keepPageCookie();
  const container = document.getElementById('root')!;
  const dark = storedDark();
  // A page the server drew (entry-server.tsx) is hydrated: what is on screen stays, and React
  // attaches to it. The server draws in Spanish and light; a public page as a visitor who has not
  // signed in sees it, a signed-in screen for the session it names (`data-drawn-for`), with the
  // answers it was drawn with (the menu among them), adopted before anything is asked: React's first
  // render must be the server's. Anyone else gets the app drawn afresh, which replaces the drawing.
  const drawnToken = sessionStore.token();
  const drawnForMe = container.hasAttribute('data-ssr') && currentLang() === 'es' && !dark && drawnFor(container) === sessionOf(drawnToken);
  if (drawnForMe) adoptDrawnState();
  // The configuration and the texts of the language in use arrive together, with the screen's code
  // and, for a signed-in screen, the menu it is checked against: the first render is the screen itself.
  // Each step starts in a task of its own (the modules' evaluation ended the first).
  const menu = prefetchMenu(queryClient);
  const config = loadConfig();
  await nextTask();
  const texts = initI18n();
  await nextTask();
  const { router, ready, signedInScreen } = createAppRouter();
  const [{ displayName }] = await Promise.all([config, texts, ready()]);
  if (signedInScreen()) await menu;
  document.title = displayName;
  const app = (
    <Live container={container}>
      <Root router={router} queryClient={queryClient} dark={dark} />
    </Live>
  );
  // Either way the first render is a transition: React renders it in slices (hydration too, which
  // otherwise runs in one piece) and a phone stays responsive to a tap while the first screen is built.
  if (drawnForMe) {
    drawnSession.set(drawnToken);
    drawnViewport.set(container.hasAttribute('data-drawn-wide'));
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void start();
