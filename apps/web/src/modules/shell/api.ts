import { useQuery } from '@tanstack/react-query';
import { estadisticasApi } from '@claustro/domain/academicos/estadisticas.contract';
import { sesionApi } from '@claustro/domain/login/sesion.contract';
import { call, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of the shell's own pages: the home dashboard's statistics. */

export const statsKeys = queryKeys('estadisticas');

/** Active students of the user's careers: by career and by sex at their campus, and by campus. */
export function useStudentStats(usuarioId: number, sedeId: number | null) {
  const atCampus = { usuarioId, sedeId: sedeId ?? 0 };
  return {
    byCareer: useQuery({
      queryKey: statsKeys.of('carrera', atCampus),
      queryFn: () => call(estadisticasApi.porCarrera, { params: atCampus }),
      enabled: !!sedeId,
    }),
    bySex: useQuery({ queryKey: statsKeys.of('sexo', atCampus), queryFn: () => call(estadisticasApi.porSexo, { params: atCampus }), enabled: !!sedeId }),
    byCampus: useQuery({ queryKey: statsKeys.of('recintos', usuarioId), queryFn: () => call(estadisticasApi.porRecinto, { params: { usuarioId } }) }),
  };
}

/* Sign-in and session: each call that issues new tokens answers them for the session to adopt. */

export const cambiarRecinto = (sedeId: number) => call(sesionApi.cambiarRecinto, { body: { sedeId } });
export const cambiarClave = (body: { claveActual: string; nuevaClave: string; confirmarClave: string }) => call(sesionApi.cambiarClave, { body });
export const olvideClave = (username: string) => call(sesionApi.olvideClave, { body: { username } });
export const restablecerClave = (body: { username: string; code: string; clave: string; verifyClave: string }) => call(sesionApi.restablecerClave, { body });
export const entrarConOffice365 = (body: { tokenOffice: string; nonce: string }) => call(sesionApi.office365, { body });
