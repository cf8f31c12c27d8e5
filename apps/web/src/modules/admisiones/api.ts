import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitudesApi, type Solicitud } from '@claustro/domain/admisiones/solicitud.contract';
import { pruebasApi, type Resultados, type SesionConvocados } from '@claustro/domain/admisiones/prueba.contract';
import { sugerenciasApi } from '@claustro/domain/generales/sugerencia.contract';
import { datosEstudianteApi } from '@claustro/domain/academicos/datos-estudiante.contract';
import { consultaEgresadoApi } from '@claustro/domain/academicos/egresado.contract';
import type { BodyInput } from '@claustro/domain/platform/contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of admissions (public form, staff review, tests), suggestions, and the student data campaign. */

export const solicitudesKeys = queryKeys('solicitudes');

/** The public form's choices: periods open for admission, careers, admission types and their documents. */
export const useFormularioAdmision = () => useQuery({ queryKey: solicitudesKeys.of('formulario'), queryFn: () => call(solicitudesApi.formulario) });

/** Files a request from the public form (multipart: the request as JSON and its documents). */
export const enviarSolicitud = (body: FormData) => call(solicitudesApi.nueva, { body });
/** An applicant finds their request again by document and code. */
export const consultarSolicitud = (body: BodyInput<typeof solicitudesApi.consulta>) => call(solicitudesApi.consulta, { body });
/** An applicant sends documents missing from their request (multipart, with document and code). */
export const completarDocumentos = (body: FormData) => call(solicitudesApi.documentos, { body });

/** The periods to review, newest first, with their number of requests. */
export const usePeriodosSolicitudes = () => useQuery({ queryKey: solicitudesKeys.of('periodos'), queryFn: () => call(solicitudesApi.periodos) });

type ListaSolicitudes = { value: string; estadoId?: number; page: number; pageSize: number };

/** A page of a period's requests, searched by name, document or code. */
export const useSolicitudes = (periodoAcademicoId: number | undefined, q: ListaSolicitudes) =>
  useQuery({
    queryKey: solicitudesKeys.list({ periodoAcademicoId, ...q }),
    queryFn: () => callPaged(solicitudesApi.list, { params: { periodoAcademicoId: periodoAcademicoId! }, query: q }),
    enabled: !!periodoAcademicoId,
    placeholderData: keepPreviousData,
  });

/** Totals of a period's requests, by career and by status. */
export const useEstadisticasSolicitudes = (periodoAcademicoId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: solicitudesKeys.of('estadisticas', periodoAcademicoId),
    queryFn: () => call(solicitudesApi.estadisticas, { params: { periodoAcademicoId: periodoAcademicoId! } }),
    enabled: enabled && !!periodoAcademicoId,
  });

export const useSolicitud = (solicitudAdmisionId: number | null) =>
  useQuery({
    queryKey: solicitudesKeys.detail(solicitudAdmisionId),
    queryFn: () => call(solicitudesApi.get, { params: { solicitudAdmisionId: solicitudAdmisionId! } }),
    enabled: solicitudAdmisionId !== null,
  });

/**
 * The staff's steps on one request (edit, move its status, attach or review a document, the
 * committee's decision, admit): each answers the request as it now is, which replaces the one shown; lists are
 * read again.
 */
export function useSolicitudSteps(solicitudAdmisionId: number) {
  const qc = useQueryClient();
  const params = { solicitudAdmisionId };
  const step = (work: () => Promise<Solicitud>) => async () => {
    const after = await work();
    qc.setQueryData(solicitudesKeys.detail(solicitudAdmisionId), after);
    void qc.invalidateQueries({ queryKey: solicitudesKeys.lists() });
    return after;
  };
  return {
    /** The edit form's values (blanks as null): the server checks them against the request's schema and names what it refuses. */
    editar: (body: Record<string, unknown>) => step(() => call(solicitudesApi.update, { params, body: body as BodyInput<typeof solicitudesApi.update> }))(),
    estado: (body: BodyInput<typeof solicitudesApi.estado>) => step(() => call(solicitudesApi.estado, { params, body }))(),
    revisarDocumento: (documentoAcademicoId: number, body: BodyInput<typeof solicitudesApi.revisarDocumento>) =>
      step(() => call(solicitudesApi.revisarDocumento, { params: { ...params, documentoAcademicoId }, body }))(),
    comite: (body: BodyInput<typeof solicitudesApi.comite>) => step(() => call(solicitudesApi.comite, { params, body }))(),
    admitir: () => step(() => call(solicitudesApi.admitir, { params }))(),
    /** A paper a walk-in applicant brought, attached by staff (it then waits for review like any other). */
    adjuntar: (documentoAcademicoId: number, file: File) => {
      const body = new FormData();
      body.append(`documento_${documentoAcademicoId}`, file);
      return step(() => call(solicitudesApi.adjuntarDocumentos, { params, body }))();
    },
  };
}

export const pruebasKeys = queryKeys('pruebas');

/** A test sitting with the requests called to it and their results. */
export const useSesionPrueba = (sesionPruebaAdmisionId: number | '') =>
  useQuery({
    queryKey: pruebasKeys.detail(sesionPruebaAdmisionId),
    queryFn: () => call(pruebasApi.convocados, { params: { sesionPruebaAdmisionId: sesionPruebaAdmisionId as number } }),
    enabled: sesionPruebaAdmisionId !== '',
  });

/** Calls a request to a sitting, or records the sitting's attendance and scores; the sitting shown is replaced. */
export function usePruebaSteps(sesionPruebaAdmisionId: number) {
  const qc = useQueryClient();
  const params = { sesionPruebaAdmisionId };
  const save = (after: SesionConvocados) => (qc.setQueryData(pruebasKeys.detail(sesionPruebaAdmisionId), after), after);
  return {
    convocar: async (solicitudAdmisionId: number) => save(await call(pruebasApi.convocar, { params, body: { solicitudAdmisionId } })),
    resultados: async (body: Resultados) => save(await call(pruebasApi.resultados, { params, body })),
  };
}

export const sugerenciasKeys = queryKeys('sugerencias');

/** The suggestion points (boxes) a visitor may choose. */
export const usePuntosSugerencias = () => useQuery({ queryKey: sugerenciasKeys.of('puntos'), queryFn: () => call(sugerenciasApi.puntos) });
export const dejarSugerencia = (body: BodyInput<typeof sugerenciasApi.dejar>) => call(sugerenciasApi.dejar, { body });
export const useSugerenciasRecibidas = () =>
  useQuery({ queryKey: sugerenciasKeys.list({ pageSize: 50 }), queryFn: () => call(sugerenciasApi.list, { query: { pageSize: 50 } }) });
export function useMarcarSugerenciaLeida() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sugerenciaId: number) => call(sugerenciasApi.leida, { params: { sugerenciaId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sugerenciasKeys.lists() }),
  });
}

export const datosKeys = queryKeys('datos-estudiante');

/** A student's own data, as the update form shows it. */
export const useDatosPropios = (enabled: boolean) => useQuery({ queryKey: datosKeys.of('propios'), queryFn: () => call(datosEstudianteApi.propios), enabled });

/**
 * A student confirms their data: the "data up to date" gate (app/RequireAccess.tsx) opens at once, so
 * the screen they go to next is not sent back here by its stale answer; then everything is asked again.
 */
export function useConfirmarDatos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof datosEstudianteApi.confirmar>) => call(datosEstudianteApi.confirmar, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(datosKeys.of('propios'), saved);
      qc.setQueriesData({ queryKey: datosKeys.of('al-dia') }, true);
      void qc.invalidateQueries({ queryKey: datosKeys.all });
    },
  });
}

/** The data campaign: since when students must confirm, and how many have. */
export const useCampanaDatos = (enabled: boolean) => useQuery({ queryKey: datosKeys.of('campana'), queryFn: () => call(datosEstudianteApi.campana), enabled });
export function useIniciarCampana() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (desde: string | null) => call(datosEstudianteApi.iniciar, { body: { desde } }),
    onSuccess: (after) => qc.setQueryData(datosKeys.of('campana'), after),
  });
}

/** The public check of whether a document belongs to a graduate. */
export const consultarEgresado = (body: BodyInput<typeof consultaEgresadoApi.consultar>) => call(consultaEgresadoApi.consultar, { body });
