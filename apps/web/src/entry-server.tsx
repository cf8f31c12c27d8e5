/**
 * The server's drawing of a public page (sign-in, the admission form, the other public forms): the
 * app's own tree, rendered once per page as a visitor with nothing stored sees it (Spanish, light,
 * signed out, no data yet), with the styles it uses. The server sends it inside the app's page, so
 * the page's text is on screen with the first response instead of after the app's script; the
 * browser then hydrates it (main.tsx). Built by `vite build --ssr` into dist-server/, loaded by the
 * server (apps/server/src/platform/http/web-shell.ts).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { adoptConfig, type AppConfig } from './platform/config.ts';
import { initI18n } from './platform/i18n.ts';
import { appRouteTable, opensSignedIn, patchRoutesOnNavigation, whenInitialized } from './app/route-table.tsx';
import { Root } from './app/Root.tsx';
import type { DrawPublicPage } from '@claustro/domain/platform/drawn-page';

let ready: Promise<unknown> | undefined;

/**
 * The page at a path drawn by the server, or null when the path is not a public page (a signed-in
 * screen, which needs the visitor's session, a path no page answers, or a page that draws nothing).
 */
export const drawPublicPage: DrawPublicPage<AppConfig> = async (path, config) => {
  adoptConfig(config);
  ready ??= initI18n();
  await ready;
  const router = createMemoryRouter(appRouteTable(), { initialEntries: [path], patchRoutesOnNavigation });
  try {
    await whenInitialized(router);
    const route = router.state.matches.at(-1)?.route;
    if (!route || route.path === '*' || opensSignedIn(router)) return null;
    // emotion's server instance: the page's rules are collected, not written inline beside each element.
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <Root router={router} queryClient={new QueryClient()} dark={false} />
      </CacheProvider>,
    );
    // A page that shows nothing until the visitor's session is known (it sends them to sign in) is
    // better left to the loading screen.
    if (!html.replace(/<[^>]*>/g, '').trim()) return null;
    return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
  } finally {
    router.dispose();
  }
};
