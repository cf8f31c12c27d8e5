import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seleccionApi, type LineaHoja, type ResultadoHoja } from '@claustro/domain/seleccion/seleccion.contract';
import { extraCreditoApi, type ExtraCreditoIn } from '@claustro/domain/seleccion/extra-credito.contract';
import type { QueryOf } from '@claustro/domain/platform/contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { bloquesKeys, seccionesKeys } from '../horarios/api.ts';
import { ofertaApi, type HorarioOfertaIn, type OfertaIn } from '@claustro/domain/seleccion/oferta.contract';

/* Typed calls of registration. */

export const seleccionKeys = queryKeys('seleccion');
type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };

/** The signed-in student's careers, the period open for registration and the one running now. */
export const useSeleccionPropia = () => useQuery({ queryKey: seleccionKeys.of('propia'), queryFn: () => call(seleccionApi.propia) });

/**
 * The signed-in student's turn in the waiting room: asked again when the server says (every few
 * seconds while waiting), and once a minute once let in, which keeps the place.
 */
export const useTurno = (enabled: boolean) =>
  useQuery({
    queryKey: seleccionKeys.of('turno'),
    enabled,
    queryFn: () => call(seleccionApi.turno),
    refetchInterval: (q) => (q.state.data?.reintentarSegundos ?? 60) * 1000,
    refetchIntervalInBackground: true,
  });

/** Leaves the waiting room (the registration page was left): the next student may come in. */
export const salirTurno = () => call(seleccionApi.salirTurno).catch(() => undefined);

/** A student career's selection in a period (its sections and credits). */
export const useSeleccion = (ref: Ref | null) =>
  useQuery({ queryKey: seleccionKeys.detail(ref), enabled: !!ref, queryFn: () => call(seleccionApi.get, { params: ref! }) });

/** The sections a student career may choose in a period, with their seats: on its campus, or on every campus. */
export const useOferta = (ref: Ref | null, todasLasSedes = false) =>
  useQuery({
    queryKey: seleccionKeys.of('oferta', ref, todasLasSedes),
    enabled: !!ref,
    placeholderData: keepPreviousData,
    queryFn: () => call(seleccionApi.oferta, { params: ref!, query: todasLasSedes ? { todasLasSedes: true } : {} }),
  });

/**
 * The student's record as registration reads it and their plan's requisites: what lets the screen
 * say "prerequisite missing" before a click. It does not change while registering.
 */
export const useRequisitos = (ref: Ref | null) =>
  useQuery({
    queryKey: seleccionKeys.of('requisitos', ref),
    enabled: !!ref,
    staleTime: 5 * 60_000,
    queryFn: () => call(seleccionApi.requisitos, { params: ref! }),
    select: (r) => ({ historial: r.historial ?? undefined, de: new Map(r.requisitos.map((x) => [x.asignaturaId, x])) }),
  });

/** Every hold on the student's registration and their status when it keeps them out: said before they add anything. */
export const useRetenciones = (ref: Ref | null) =>
  useQuery({ queryKey: seleccionKeys.of('retenciones', ref), enabled: !!ref, queryFn: () => call(seleccionApi.retenciones, { params: ref! }) });

/**
 * What a student does to a section: add it, drop it, change it for another (`seccionNuevaId`), wait
 * for a seat, take the seat offered, leave the list.
 */
export type Accion = 'agregar' | 'quitar' | 'cambiar' | 'esperar' | 'confirmar' | 'salirEspera';

/** Changes the selection or a waiting list; the selection and the offer's seats are read again. */
export function useCambiarSeleccion(ref: Ref | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      seccionAsignaturaId,
      accion,
      excepcion,
      seccionNuevaId,
    }: {
      seccionAsignaturaId: number;
      accion: Accion;
      /** The section taken in its place (`cambiar`). */
      seccionNuevaId?: number;
      /** Staff only: the exception the section is added under, and why. */
      excepcion?: { tipoExcepcionSeleccionId: number; motivoExcepcion: string };
    }) => {
      const params = { ...ref!, seccionAsignaturaId };
      switch (accion) {
        case 'agregar':
          return call(seleccionApi.add, { params: ref!, body: { seccionAsignaturaId, ...excepcion } });
        case 'esperar':
          return call(seleccionApi.esperar, { params: ref!, body: { seccionAsignaturaId } });
        case 'quitar':
          return call(seleccionApi.drop, { params });
        case 'cambiar':
          return call(seleccionApi.cambiar, { params, body: { seccionNuevaId: seccionNuevaId! } });
        case 'confirmar':
          return call(seleccionApi.confirmar, { params });
        case 'salirEspera':
          return call(seleccionApi.salirEspera, { params });
      }
    },
    onSuccess: (seleccion) => {
      qc.setQueryData(seleccionKeys.detail(ref), seleccion);
      void qc.invalidateQueries({ queryKey: seleccionKeys.of('oferta', ref) });
    },
  });
}

/** Where a worksheet is kept between visits of the page in one browser tab (nothing is lost on a reload). */
const hojaKey = (ref: Ref) => `claustro.hoja.${ref.estudianteCarreraId}.${ref.periodoAcademicoId}`;
const leerHoja = (ref: Ref): LineaHoja[] => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(hojaKey(ref)) ?? '[]');
    return Array.isArray(kept) ? kept : [];
  } catch {
    return [];
  }
};

/**
 * A student's worksheet (spec: a cart with one confirm): the lines put together — add, wait for,
 * drop — kept in the tab until confirmed; `confirmar` sends them at once and keeps how each went.
 * Lines the server answered leave the worksheet; the selection and the offer are read again.
 */
export function useHoja(ref: Ref) {
  const qc = useQueryClient();
  const key = hojaKey(ref);
  const [kept, setKept] = useState(() => ({ key, lineas: leerHoja(ref) }));
  const [resultado, setResultado] = useState<ResultadoHoja['lineas'] | null>(null);
  // Another student or period on the same board reads its own worksheet.
  const lineas = kept.key === key ? kept.lineas : leerHoja(ref);
  const setLineas = (next: LineaHoja[]) => {
    sessionStorage.setItem(key, JSON.stringify(next));
    setKept({ key, lineas: next });
  };
  const confirmar = useMutation({
    mutationFn: () => call(seleccionApi.hoja, { params: ref, body: { lineas } }),
    onSuccess: (r) => {
      qc.setQueryData(seleccionKeys.detail(ref), r.seleccion);
      void qc.invalidateQueries({ queryKey: seleccionKeys.of('oferta', ref) });
      setResultado(r.lineas);
      setLineas([]);
    },
  });
  return {
    lineas,
    resultado,
    /** The line of a section, if it is on the worksheet. */
    de: (seccionAsignaturaId: number) => lineas.find((l) => l.seccionAsignaturaId === seccionAsignaturaId),
    poner: (l: LineaHoja) => setLineas([...lineas.filter((x) => x.seccionAsignaturaId !== l.seccionAsignaturaId), l]),
    quitar: (seccionAsignaturaId: number) => setLineas(lineas.filter((x) => x.seccionAsignaturaId !== seccionAsignaturaId)),
    confirmar,
    cerrarResultado: () => setResultado(null),
  };
}
export type Hoja = ReturnType<typeof useHoja>;

/** Sends the student their week (inbox, and e-mail when the institution has a mail server); answers where the copy went. */
export const enviarHorario = (ref: Ref) => call(seleccionApi.horarioCorreo, { params: ref });

export const extraCreditoKeys = queryKeys('extraCredito');
type ExtraCreditoQuery = QueryOf<typeof extraCreditoApi.list>;

/** A page of a period's extra-credit authorisations. */
export const useExtraCreditos = (q: ExtraCreditoQuery | null) =>
  useQuery({
    queryKey: extraCreditoKeys.list(q),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(extraCreditoApi.list, { query: q! }),
  });

/** Authorises or changes a student career's extra credits; the lists are read again. */
export function useGuardarExtraCredito() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: Ref; body: ExtraCreditoIn }) => call(extraCreditoApi.save, { params: ref, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: extraCreditoKeys.all }),
  });
}

/** Withdraws an authorisation; the lists are read again. */
export function useRetirarExtraCredito() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ref: Ref) => call(extraCreditoApi.remove, { params: ref }),
    onSuccess: () => qc.invalidateQueries({ queryKey: extraCreditoKeys.all }),
  });
}

/** Registers a schedule block for a student; their selection is what the server answers. */
export function useInscribirBloque() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bloqueHorarioId, estudianteCarreraId }: { bloqueHorarioId: number; estudianteCarreraId: number }) =>
      call(seleccionApi.bloque, { params: { bloqueHorarioId }, body: { estudianteCarreraId } }),
    onSuccess: (seleccion) => {
      qc.setQueryData(
        seleccionKeys.detail({ estudianteCarreraId: seleccion.estudianteCarreraId, periodoAcademicoId: seleccion.periodoAcademicoId }),
        seleccion,
      );
      void qc.invalidateQueries({ queryKey: bloquesKeys.all });
    },
  });
}

/** Registers one section for a group of students (by matrícula); answers how it went for each. */
export function useAgregarGrupo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { seccionAsignaturaId: number; matriculas: string[] }) => call(seleccionApi.grupo, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: seleccionKeys.all }),
  });
}

/** Generates a period's offer from a plan (or tries it); the sections' lists are read again after a real run. */
export function useGenerarOferta() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OfertaIn) => call(ofertaApi.generar, { body }),
    onSuccess: (r) => {
      if (!r.prueba) void qc.invalidateQueries({ queryKey: seccionesKeys.all });
    },
  });
}

/** Gives the offer its hours (or tries it); the sections' lists are read again after a real run. */
export function useHorarioOferta() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: HorarioOfertaIn) => call(ofertaApi.horario, { body }),
    onSuccess: (r) => {
      if (!r.prueba) void qc.invalidateQueries({ queryKey: seccionesKeys.all });
    },
  });
}
