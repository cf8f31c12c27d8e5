import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carrerasAccesoApi, type AccesoIn } from '@claustro/domain/academicos/carrera-acceso.contract';
import { call, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of system administration: which careers each user works with. */

export const accesosKeys = queryKeys('accesos');

export const useAccesos = (usuarioId: number | undefined) =>
  useQuery({
    queryKey: accesosKeys.detail(usuarioId),
    queryFn: () => call(carrerasAccesoApi.accesos, { params: { usuarioId: usuarioId! } }),
    enabled: usuarioId !== undefined,
  });

/** Grants a career to a user, or takes one away; the user's careers are read again. */
export function useCambiarAcceso() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: accesosKeys.all });
  return {
    conceder: useMutation({ mutationFn: (body: AccesoIn) => call(carrerasAccesoApi.conceder, { body }), onSuccess }),
    revocar: useMutation({ mutationFn: (id: number) => call(carrerasAccesoApi.revocar, { params: { id } }), onSuccess }),
  };
}
