import { StrictMode, startTransition, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, CssBaseline, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { appConfig, loadConfig } from './platform/config.ts';
import { onNetworkError, ApiError } from './platform/api.ts';
import { decodeToken, sessionStore } from './platform/session-store.ts';
import { initI18n } from './platform/i18n.ts';
import { buildTheme } from './app/theme.ts';
import { ColorModeContext, storedDark } from './platform/color-mode.ts';
import { prefetchMenu, SessionProvider } from './platform/session.tsx';
import { router, routerReady, signedInScreen } from './app/router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (n, err) => n < 1 && !(err instanceof ApiError && err.status > 0), refetchOnWindowFocus: false },
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

function Root() {
  const [dark, setDark] = useState(storedDark);
  const [networkError, setNetworkError] = useState<string | null>(null);
  onNetworkError(setNetworkError);
  const theme = useMemo(() => buildTheme(appConfig().colors, dark), [dark]);
  const colorMode = useMemo(() => ({ dark, toggle: () => setDark((d) => (localStorage.setItem('darkMode', String(!d)), !d)) }), [dark]);
  return (
    <ColorModeContext.Provider value={colorMode}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
        <Snackbar
          open={!!networkError}
          autoHideDuration={10_000}
          onClose={() => setNetworkError(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity="error" variant="filled" onClose={() => setNetworkError(null)}>
            {networkError}
          </Alert>
        </Snackbar>
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

async function start() {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  if (window.location.protocol === 'http:' && !local) {
    window.location.replace(window.location.href.replace(/^http:/, 'https:'));
    return;
  }
  adoptTokenFromUrl();
  // The configuration and the texts of the language in use arrive together, with the screen's code
  // and, for a signed-in screen, the menu it is checked against: the first render is the screen itself.
  const menu = prefetchMenu(queryClient);
  const [config] = await Promise.all([loadConfig(), initI18n(), routerReady()]);
  if (signedInScreen()) await menu;
  document.title = config.displayName;
  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition: React renders it in slices and a phone stays responsive to a
  // tap while the first screen is being built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
}

void start();
