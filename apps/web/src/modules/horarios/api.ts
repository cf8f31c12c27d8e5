import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seccionesApi, type Seccion, type SeccionIn } from '@claustro/domain/horarios/seccion-horario.contract';
import type { QueryOf } from '@claustro/domain/platform/contract';
import { profesoresApi } from '@claustro/domain/academicos/profesor.contract';
import { seccionListaApi } from '@claustro/domain/horarios/seccion-lista.contract';
import { copiaApi, type CopiaIn } from '@claustro/domain/horarios/copia.contract';
import { bloquesApi, type BloqueIn } from '@claustro/domain/horarios/bloque-horario.contract';
import { fusionApi, type FusionIn } from '@claustro/domain/horarios/fusion.contract';
import { proyeccionApi } from '@claustro/domain/horarios/proyeccion.contract';
import { programacionApi } from '@claustro/domain/horarios/programacion.contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of scheduling. */

export const seccionesKeys = queryKeys('secciones');

/** A page of a period's sections. */
export function useSecciones(q: QueryOf<typeof seccionesApi.list>, opts: { enabled: boolean; refreshSeconds?: number }) {
  return useQuery({
    queryKey: seccionesKeys.list(q),
    queryFn: () => callPaged(seccionesApi.list, { query: q }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    refetchInterval: opts.refreshSeconds ? opts.refreshSeconds * 1000 : undefined,
  });
}

/** Opens or changes a section; the period's lists are read again afterwards. */
export function useSaveSeccion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ seccionAsignaturaId, body }: { seccionAsignaturaId?: number; body: SeccionIn }) =>
      seccionAsignaturaId ? call(seccionesApi.update, { params: { seccionAsignaturaId }, body }) : call(seccionesApi.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: seccionesKeys.all }),
  });
}

export type { Seccion };

/** The professors who may teach, as choices ("Apellidos, Nombres · código"). */
export const useProfesorOptions = () =>
  useQuery({
    queryKey: ['profesores', 'opciones'],
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await call(profesoresApi.listado))
        .filter((p) => p.profEsElegible)
        .map((p) => ({ id: p.profesorId, label: `${p.persApellidos}, ${p.persNombres} · ${p.profCodigo_Referencia}` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'es')),
  });

/** The signed-in professor's sections in a period. */
/** The rooms of a campus taken in a period, meeting by meeting (whether a room is free when a meeting is planned; a room's week). */
export const useOcupacionAulas = (periodoAcademicoId: number | undefined, sedeId: number | undefined) =>
  useQuery({
    queryKey: seccionesKeys.of('ocupacion-aulas', periodoAcademicoId, sedeId),
    enabled: !!periodoAcademicoId && !!sedeId,
    queryFn: () => call(seccionesApi.ocupacionAulas, { query: { periodoAcademicoId: periodoAcademicoId!, sedeId: sedeId! } }),
  });

export const useMisSecciones = (periodoAcademicoId: number | undefined) =>
  useQuery({
    queryKey: seccionesKeys.of('propias', periodoAcademicoId),
    enabled: !!periodoAcademicoId,
    queryFn: () => call(seccionesApi.propias, { params: { periodoAcademicoId: periodoAcademicoId! } }),
  });

/** A section's class list (its professors, and who reads any professor's sections). */
export const useClassList = (seccionAsignaturaId: number | null) =>
  useQuery({
    queryKey: seccionesKeys.of('estudiantes', seccionAsignaturaId),
    enabled: seccionAsignaturaId !== null,
    queryFn: () => call(seccionListaApi.estudiantes, { params: { seccionAsignaturaId: seccionAsignaturaId! } }),
  });

/** Copies a period's timetable into another, or tries it; the sections' lists are read again after a copy. */
export function useCopiarHorario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CopiaIn) => call(copiaApi.copiar, { body }),
    onSuccess: (r) => {
      if (!r.prueba) void qc.invalidateQueries({ queryKey: seccionesKeys.all });
    },
  });
}

export const bloquesKeys = queryKeys('bloques');

/** A page of a period's schedule blocks. */
export const useBloques = (q: QueryOf<typeof bloquesApi.list> | null) =>
  useQuery({ queryKey: bloquesKeys.list(q), enabled: !!q, placeholderData: keepPreviousData, queryFn: () => callPaged(bloquesApi.list, { query: q! }) });

/** Makes or changes a block; the lists are read again. */
export function useSaveBloque() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bloqueHorarioId, body }: { bloqueHorarioId?: number; body: BloqueIn }) =>
      bloqueHorarioId ? call(bloquesApi.update, { params: { bloqueHorarioId }, body }) : call(bloquesApi.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: bloquesKeys.all }),
  });
}

/** Merges sections into one (or tries it); the sections' lists are read again after a merge. */
export function useFusionar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FusionIn) => call(fusionApi.fusionar, { body }),
    onSuccess: (r) => {
      if (!r.prueba) void qc.invalidateQueries({ queryKey: seccionesKeys.all });
    },
  });
}

/** A page of a period's section projections. */
export const useProyecciones = (q: QueryOf<typeof proyeccionApi.list> | null) =>
  useQuery({
    queryKey: seccionesKeys.of('proyecciones', q),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(proyeccionApi.list, { query: q! }),
  });

/** A plan's subjects with the sections programmed for them in a period on a campus (read again when a section is saved). */
export const useProgramacion = (q: QueryOf<typeof programacionApi.get> | null) =>
  useQuery({
    queryKey: seccionesKeys.of('programacion', q),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => call(programacionApi.get, { query: q! }),
  });
