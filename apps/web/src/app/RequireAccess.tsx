import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, CircularProgress } from '@mui/material';
import { guard, screenOfPath } from '@claustro/domain/shell/guard.rules';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
// Plain calls, not contracts: the guard runs before any screen and is part of the first load, which
// must not carry the contracts' schemas (they load with each screen's chunk).
import { api } from '../platform/api.ts';
import { useSession } from '../platform/session.tsx';

export function Spinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

/**
 * The route guard of spec §4 in front of every signed-in screen. It decides with the menu when it is
 * loaded and asks the server otherwise. The server checks again on every call: this is a convenience.
 */
export const studentDataPath = '/academicos/estudiantes-datos-personales';

/**
 * Students whose personal data a campaign asks them to confirm see nothing else until they do
 * (`/api/dashboard/estudiantes/proceso-datos-actualizar/{id}` answers false).
 */
function useStudentDataGate(user: ReturnType<typeof useSession>['user']): boolean {
  const student = !!user && user.rolId === rolEstudiante && !user.expiredPassword;
  const me = useQuery({
    // The keys of academicos/api.ts (`estudiantesKeys.of('propio')`) and admisiones/api.ts (`datosKeys`):
    // the same cache, and confirming one's data refreshes the gate.
    queryKey: ['estudiantes', 'propio', user?.usuaNombre],
    queryFn: () => api<{ estudianteId: number } | null>(`/api/dashboard/Estudiante/${encodeURIComponent(user!.usuaNombre)}`),
    enabled: student,
  });
  const current = useQuery({
    queryKey: ['datos-estudiante', 'al-dia', me.data?.estudianteId],
    queryFn: () => api<boolean>(`/api/dashboard/estudiantes/proceso-datos-actualizar/${me.data!.estudianteId}`),
    enabled: student && !!me.data,
  });
  return current.data === false;
}

export function RequireAccess() {
  const { pathname } = useLocation();
  const { user, menu, menuLoading } = useSession();
  const menuUrls = menu?.map((o) => o.url).filter((u): u is string => !!u);
  const decision = guard({ path: pathname, session: user, menuUrls: menuLoading ? undefined : menuUrls });
  const screen = screenOfPath(pathname);
  const asked = useQuery({
    queryKey: ['permiso', screen],
    queryFn: () => api<boolean>('/api/seguridad/usuarios-permisos', { query: { path: screen } }),
    enabled: decision.go === 'ask-server' && !menuLoading,
  });
  const allowed = decision.go === 'pass' || (decision.go === 'ask-server' && asked.data === true);

  useEffect(() => {
    if (allowed && user && !user.expiredPassword) {
      void api('/api/seguridad/usuarios-permisos', { method: 'POST', query: { path: screen } }).catch(() => undefined);
    }
  }, [allowed, screen, user]);

  const mustUpdateData = useStudentDataGate(user);
  if (decision.go === 'redirect') return <Navigate to={decision.to} replace />;
  if (mustUpdateData) return <Navigate to={studentDataPath} replace />;
  if (decision.go === 'ask-server') {
    if (menuLoading || asked.isLoading) return <Spinner />;
    if (!asked.data) return <Navigate to="/no-access" replace />;
  }
  return <Outlet />;
}
