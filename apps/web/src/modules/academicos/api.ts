import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profesoresApi, type Profesor, type ProfesorIn } from '@claustro/domain/academicos/profesor.contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of the academic area, one query-key factory per resource. */

export const profesoresKeys = queryKeys('profesores');

/** A page of professors, searched by name or code. */
export function useProfesores(q: { value: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: profesoresKeys.list(q),
    queryFn: () => callPaged(profesoresApi.list, { query: q }),
    placeholderData: keepPreviousData,
  });
}

/** Creates or updates a professor; every professors list is read again afterwards. */
export function useSaveProfesor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ profesorId, body }: { profesorId?: number; body: ProfesorIn }) =>
      profesorId ? call(profesoresApi.update, { params: { profesorId }, body }) : call(profesoresApi.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profesoresKeys.all }),
  });
}

/** Replaces a professor's photo or signature. */
export function useProfesorImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ profesorId, kind, file }: { profesorId: number; kind: 'foto' | 'firma'; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return call(kind === 'foto' ? profesoresApi.foto : profesoresApi.firma, { params: { profesorId }, body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: profesoresKeys.all }),
  });
}

export type { Profesor };
