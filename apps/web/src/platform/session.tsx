import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// Plain calls, not contracts: the session is part of the first load (see app/RequireAccess.tsx).
import { api } from './api.ts';
import { decodeToken, drawnSession, sessionStore, type SessionUser } from './session-store.ts';
import { dropAllDrafts } from './draft.ts';
import { forgetUnsavedChanges } from './unsaved-changes.ts';

export type { MenuItem as MenuOption } from '@claustro/domain/shell/menu.rules';
import type { MenuItem as MenuOption } from '@claustro/domain/shell/menu.rules';

interface Session {
  user: SessionUser | null;
  menu: MenuOption[] | undefined;
  menuLoading: boolean;
  login(username: string, clave: string, tokenSeguridad?: string): Promise<void>;
  /** Signs out; `keepDrafts` when the session ran out rather than the user leaving (their unsaved work stays). */
  logout(opts?: { keepDrafts?: boolean }): Promise<void>;
  adopt(tokens: { token: string; refreshToken: string }): void;
}

const SessionContext = createContext<Session | null>(null);

const menuQuery = (user: SessionUser | null) => ({
  queryKey: ['menu', user?.usuarioId, user?.rolId],
  queryFn: () => api<MenuOption[]>('/api/seguridad/usuarios/opciones-aplicacion'),
  staleTime: 5 * 60_000,
});

/**
 * The signed-in user's menu, fetched into the cache before the app first draws (index.html asked for
 * it while the script downloaded): a signed-in screen then draws in one go instead of a spinner and
 * a second, blocking render.
 */
export async function prefetchMenu(queryClient: QueryClient): Promise<void> {
  const user = sessionStore.user();
  if (user && !user.expiredPassword) await queryClient.prefetchQuery(menuQuery(user));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // React's first render of a page the server drew is the drawing's session: none for a public page.
  const token = useSyncExternalStore(sessionStore.subscribe, sessionStore.token, drawnSession.token);
  const user = useMemo(() => decodeToken(token), [token]);
  const queryClient = useQueryClient();
  const menu = useQuery({ ...menuQuery(user), enabled: !!user && !user.expiredPassword });

  const adopt = useCallback((tokens: { token: string; refreshToken: string }) => sessionStore.set(tokens), []);
  const login = useCallback(
    async (username: string, clave: string, tokenSeguridad = '') => {
      const tokens = await api<{ token: string; refreshToken: string }>('/api/login', {
        method: 'POST',
        body: { username, clave, tokenSeguridad, software: 'Claustro' },
      });
      queryClient.clear();
      sessionStore.set(tokens);
    },
    [queryClient],
  );
  const logout = useCallback(
    async (opts: { keepDrafts?: boolean } = {}) => {
      const refreshToken = sessionStore.refreshToken();
      if (!opts.keepDrafts) dropAllDrafts(); // signing out of a shared computer leaves no one's unsaved grades behind
      forgetUnsavedChanges();
      sessionStore.clear();
      queryClient.clear();
      await api('/api/logout', { method: 'POST', body: { refreshToken } }).catch(() => undefined);
    },
    [queryClient],
  );

  const value = useMemo(
    () => ({ user, menu: menu.data, menuLoading: menu.isLoading, login, logout, adopt }),
    [user, menu.data, menu.isLoading, login, logout, adopt],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/**
 * Whether the signed-in user's menu holds any of these screens (paths compared without case, as the
 * server does): to leave out what the server would refuse. The server checks again on every call.
 */
export function useHoldsScreen(): (screens: readonly string[]) => boolean {
  const { menu } = useSession();
  return useMemo(() => {
    const held = new Set(menu?.map((o) => o.url?.toLowerCase()));
    return (screens) => screens.some((s) => held.has(s.toLowerCase()));
  }, [menu]);
}
