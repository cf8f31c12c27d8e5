import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
// Plain calls, not contracts: the session is part of the first load (see app/RequireAccess.tsx).
import { api } from './api.ts';
import { decodeToken, sessionStore, type SessionUser } from './session-store.ts';

export type { MenuItem as MenuOption } from '@claustro/domain/shell/menu.rules';
import type { MenuItem as MenuOption } from '@claustro/domain/shell/menu.rules';

interface Session {
  user: SessionUser | null;
  menu: MenuOption[] | undefined;
  menuLoading: boolean;
  login(username: string, clave: string, tokenSeguridad?: string): Promise<void>;
  logout(): Promise<void>;
  adopt(tokens: { token: string; refreshToken: string }): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(sessionStore.subscribe, sessionStore.token);
  const user = useMemo(() => decodeToken(token), [token]);
  const queryClient = useQueryClient();
  const menuQuery = useQuery({
    queryKey: ['menu', user?.usuarioId, user?.rolId],
    queryFn: () => api<MenuOption[]>('/api/seguridad/usuarios/opciones-aplicacion'),
    enabled: !!user && !user.expiredPassword,
    staleTime: 5 * 60_000,
  });

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
  const logout = useCallback(async () => {
    const refreshToken = sessionStore.refreshToken();
    sessionStore.clear();
    queryClient.clear();
    await api('/api/logout', { method: 'POST', body: { refreshToken } }).catch(() => undefined);
  }, [queryClient]);

  const value = useMemo(
    () => ({ user, menu: menuQuery.data, menuLoading: menuQuery.isLoading, login, logout, adopt }),
    [user, menuQuery.data, menuQuery.isLoading, login, logout, adopt],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
