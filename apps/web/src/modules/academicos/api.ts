import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profesoresApi, type Profesor, type ProfesorIn } from '@claustro/domain/academicos/profesor.contract';
import { estudiantesApi, type EstudianteFila } from '@claustro/domain/academicos/estudiante.contract';
import { api } from '../../platform/api.ts';
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

export const estudiantesKeys = queryKeys('estudiantes');

/**
 * A page of the user's students. Moving to the next page continues from the key of the page before
 * (keyset paging: a deep page costs what the first does); the total counted for the first page is kept.
 */
export function useEstudiantes(q: { value: string; page: number; pageSize: number }) {
  const known = useRef({ for: '', after: new Map<number, string>(), total: 0 });
  const list = `${q.value}|${q.pageSize}`;
  if (known.current.for !== list) known.current = { for: list, after: new Map(), total: 0 };
  return useQuery({
    queryKey: estudiantesKeys.list(q),
    queryFn: async () => {
      const at = known.current;
      const after = q.page > 1 ? at.after.get(q.page) : undefined;
      const page = await callPaged(estudiantesApi.list, { query: { value: q.value, pageSize: q.pageSize, ...(after ? { after } : { page: q.page }) } });
      if (page.next) at.after.set(q.page + 1, page.next);
      if (page.total >= 0) at.total = page.total;
      return { rows: page.rows, total: at.total };
    },
    placeholderData: keepPreviousData,
  });
}

/** Plans of a career, for the plan select. */
export function usePlans(carreraId: number | '') {
  return useQuery({
    queryKey: ['planes', carreraId],
    queryFn: () => api<{ planEstudioId: number; plEnDescripcion: string; plEnVersion: number }[]>(`/api/academicos/planes-estudios/carrera/${carreraId}`),
    enabled: carreraId !== '',
  });
}

export type { Profesor, EstudianteFila };
