import { StrictMode, useMemo, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Alert, CssBaseline, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { appConfig } from '../platform/config.ts';
import { onNetworkError } from '../platform/api.ts';
import { ColorModeContext } from '../platform/color-mode.ts';
import { SessionProvider } from '../platform/session.tsx';
import { mirrorPageCookie } from '../platform/page-cookie.ts';
import { buildTheme } from './theme.ts';

/**
 * The whole app around its router: the browser draws it (main.tsx), and the server draws it once for
 * a public page (entry-server.tsx) so the page arrives drawn; the browser then hydrates the same tree.
 */
export function Root({ router, queryClient, dark: initialDark }: { router: DataRouter; queryClient: QueryClient; dark: boolean }) {
  const [dark, setDark] = useState(initialDark);
  const [networkError, setNetworkError] = useState<string | null>(null);
  onNetworkError(setNetworkError);
  const theme = useMemo(() => buildTheme(appConfig().colors, dark), [dark]);
  const colorMode = useMemo(
    () => ({
      dark,
      toggle: () => {
        localStorage.setItem('darkMode', String(!dark));
        mirrorPageCookie();
        setDark(!dark);
      },
    }),
    [dark],
  );
  return (
    <StrictMode>
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
    </StrictMode>
  );
}
