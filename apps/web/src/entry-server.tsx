/**
 * The server's drawing of pages with the app's own tree, so a page's text is on screen with the first
 * response instead of after the app's script; the browser then hydrates it (main.tsx). Built by
 * `vite build --ssr` into dist-server/, loaded by the server (apps/server/src/platform/http/web-shell.ts).
 * - A public page (sign-in, the admission form, the other public forms) is drawn once, as a visitor
 *   with nothing stored sees it (Spanish, light, signed out, no data yet).
 * - A signed-in screen is drawn for its user on each visit, with the answers of the API calls it makes
 *   first, asked in-process with the user's own token (every access check applies). Whose session,
 *   which width and where calls go belong to the request alone (`drawingScope`, kept in an
 *   AsyncLocalStorage): drawings for several users run at the same moment and never see each other's.
 */
/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { dehydrate, QueryClient, type FetchQueryOptions, type Query } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { adoptConfig, type AppConfig } from './platform/config.ts';
import { initI18n } from './platform/i18n.ts';
import { appRouteTable, opensSignedIn, patchRoutesOnNavigation, whenInitialized } from './app/route-table.tsx';
import { Root } from './app/Root.tsx';
import { readDrawingScopeWith, type DrawingScope } from './platform/drawing-scope.ts';
import type { DrawnPage, DrawnSignedInPage, DrawPublicPage, DrawSignedInPage } from '@claustro/domain/platform/drawn-page';

let ready: Promise<unknown> | undefined;
const drawings = new AsyncLocalStorage<DrawingScope>();
readDrawingScopeWith(() => drawings.getStore());

/**
 * The page at a path drawn by the server, or null when the path is not a public page (a signed-in
 * screen, which needs the visitor's session, a path no page answers, or a page that draws nothing).
 */
export const drawPublicPage: DrawPublicPage<AppConfig> = (path, config) => drawPublic(path, config);

async function drawPublic(path: string, config: AppConfig): Promise<DrawnPage | null> {
  adoptConfig(config);
  ready ??= initI18n();
  await ready;
  const router = createMemoryRouter(appRouteTable(), { initialEntries: [path], patchRoutesOnNavigation });
  try {
    await whenInitialized(router);
    const route = router.state.matches.at(-1)?.route;
    if (!route || route.path === '*' || opensSignedIn(router)) return null;
    const page = draw(router, new QueryClient());
    // A page that shows nothing until the visitor's session is known (it sends them to sign in) is
    // better left to the loading screen.
    return page.html.replace(/<[^>]*>/g, '').trim() ? page : null;
  } finally {
    router.dispose();
  }
}

/** The app at the router's page, with the styles it uses. */
function draw(router: DataRouter, queryClient: QueryClient): DrawnPage {
  // emotion's server instance: the page's rules are collected, not written inline beside each element.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Root router={router} queryClient={queryClient} dark={false} />
    </CacheProvider>,
  );
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}

/** How many times a signed-in screen is rendered to find what it asks for (the menu, then the screen's own calls). */
const rounds = 4;

/** A query a render made that would fetch in a browser: enabled, and not yet answered. */
function waiting(q: Query): boolean {
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (
    q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !!q.options.queryFn && (typeof enabled === 'function' ? enabled(q) : enabled !== false)
  );
}

let drawingNow = 0;
/** Past this many signed-in drawings under way, a visitor's page is sent undrawn: a busy server does not take on work the browser can do. */
const mostAtOnce = 8;
/**
 * A signed-in screen drawn for the session's user, with the answers it was drawn with (react-query's
 * dehydrated cache, which the browser adopts before it hydrates). Rendered until it asks nothing more:
 * each round's new calls are answered before the next. Not drawn (null) when a call fails, or the
 * screen sends the user elsewhere or draws nothing: the browser then draws it, as before.
 */
export const drawSignedInPage: DrawSignedInPage<AppConfig> = async (path, config, session) => {
  if (drawingNow >= mostAtOnce) return null;
  drawingNow++;
  try {
    adoptConfig(config);
    ready ??= initI18n();
    await ready;
    const scope: DrawingScope = {
      token: session.token,
      wide: session.wide,
      transport: async (url, init) => {
        if ((init.method ?? 'GET') !== 'GET') throw new Error(`a drawing only reads (${init.method} ${url})`);
        const answer = await session.get(url);
        return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
      },
    };
    return await drawings.run(scope, () => drawFor(path, session.wide));
  } finally {
    drawingNow--;
  }
};

/** The drawing of a signed-in screen, inside its request's scope. */
async function drawFor(path: string, wide: boolean): Promise<DrawnSignedInPage | null> {
  const router = createMemoryRouter(appRouteTable(), { initialEntries: [path], patchRoutesOnNavigation });
  // Answers fetched for this visit are not fetched again as the screen mounts (the browser adopts
  // them the same way, main.tsx): the drawing shows them settled, not loading.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false } } });
  try {
    await whenInitialized(router);
    const route = router.state.matches.at(-1)?.route;
    if (!route || route.path === '*' || !opensSignedIn(router)) return null;
    let page = draw(router, queryClient);
    for (let round = 1; round < rounds; round++) {
      const asks = queryClient.getQueryCache().getAll().filter(waiting);
      if (!asks.length) break;
      await Promise.all(asks.map((q) => queryClient.prefetchQuery(q.options as FetchQueryOptions)));
      page = draw(router, queryClient);
    }
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((q) => q.state.status === 'error') || queries.some(waiting)) return null;
    // Drawn only as the screen itself, its heading in the page: not a redirect, a spinner or a blank.
    if (router.state.location.pathname !== path || !/<main[\s\S]*<h1/.test(page.html)) return null;
    return { ...page, state: JSON.stringify(dehydrate(queryClient)), wide };
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
