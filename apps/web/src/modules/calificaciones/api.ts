import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digitacionApi, type ActaIn } from '@claustro/domain/calificaciones/digitacion.contract';
import { notasPeriodoApi, type NotasRegistroIn } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { bitacoraApi } from '@claustro/domain/calificaciones/bitacora.contract';
import { historialApi } from '@claustro/domain/calificaciones/historial.contract';
import { asistenciaApi, profesorAsistenciaApi } from '@claustro/domain/calificaciones/asistencia.contract';
import type { EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { otorgadaApi, type OtorgadaIn, type TipoOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import { planesApi } from '@claustro/domain/academicos/plan.contract';
import { auditoriaApi } from '@claustro/domain/calificaciones/auditoria.contract';
import { indiceApi } from '@claustro/domain/calificaciones/indice.contract';
import { validacionApi } from '@claustro/domain/documentos/validacion.contract';
import { actaSupletoriaApi, type CorreccionIn, type DecisionIn } from '@claustro/domain/calificaciones/acta-supletoria.contract';
import { graduacionApi, type GraduarIn } from '@claustro/domain/calificaciones/graduacion.contract';
import { cartaApi } from '@claustro/domain/calificaciones/carta.contract';
import { oficioApi, type OficioIn } from '@claustro/domain/calificaciones/oficio.contract';
import { solicitudApi, type CambioIn, type SolicitudIn } from '@claustro/domain/calificaciones/solicitud-online.contract';
import type { EstadoSolicitud } from '@claustro/domain/calificaciones/solicitud-online.rules';
import { moodleApi } from '@claustro/domain/calificaciones/moodle.contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of grades. */

export const actaKeys = queryKeys('actas');

/** A section's grade sheet. */
export const useActa = (seccionAsignaturaId: number | null) =>
  useQuery({
    queryKey: actaKeys.of('acta', seccionAsignaturaId),
    enabled: !!seccionAsignaturaId,
    queryFn: () => call(digitacionApi.get, { params: { seccionAsignaturaId: seccionAsignaturaId! } }),
  });

/** Saves (and with `enviar`, submits) a sheet; the sheet shown is the one the server answers. */
export function useGuardarActa(seccionAsignaturaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ActaIn) => call(digitacionApi.save, { params: { seccionAsignaturaId }, body }),
    onSuccess: (acta) => qc.setQueryData(actaKeys.of('acta', seccionAsignaturaId), acta),
  });
}

/** A student career's grades in a period. */
export const useNotasPeriodo = (ref: { estudianteCarreraId: number; periodoAcademicoId: number } | null) =>
  useQuery({
    queryKey: actaKeys.of('periodo', ref),
    enabled: !!ref,
    queryFn: () => call(notasPeriodoApi.get, { params: ref! }),
  });

/** A section's grade trail, read when asked for. */
export const useBitacoraSeccion = (seccionAsignaturaId: number, enabled: boolean) =>
  useQuery({
    queryKey: actaKeys.of('bitacora-seccion', seccionAsignaturaId),
    enabled,
    queryFn: () => call(bitacoraApi.seccion, { params: { seccionAsignaturaId } }),
  });

/** A student career's grade trail, of a period and subject when given; read when asked for. */
export const useBitacoraEstudiante = (ref: { estudianteCarreraId: number; periodoAcademicoId?: number; asignaturaId?: number } | null) =>
  useQuery({
    queryKey: actaKeys.of('bitacora-estudiante', ref),
    enabled: !!ref,
    queryFn: () =>
      call(bitacoraApi.estudiante, {
        params: { estudianteCarreraId: ref!.estudianteCarreraId },
        query: { periodoAcademicoId: ref!.periodoAcademicoId, asignaturaId: ref!.asignaturaId },
      }),
  });

/** Students found for grades by student, paged. */
export const useEstudiantesConNotas = (q: { value: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: actaKeys.list({ porEstudiante: q }),
    enabled: q.value.trim().length > 0,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(notasPeriodoApi.buscar, { query: q }),
  });

/** A student career's periods with grades or registrations. */
export const useNotasDelEstudiante = (estudianteCarreraId: number | null) =>
  useQuery({
    queryKey: actaKeys.of('estudiante', estudianteCarreraId),
    enabled: !!estudianteCarreraId,
    queryFn: () => call(notasPeriodoApi.estudiante, { params: { estudianteCarreraId: estudianteCarreraId! } }),
  });

/** Records grades without a section in a period; everything of grades is read again (indexes and trails change). */
export function useRegistrarNotas(ref: { estudianteCarreraId: number; periodoAcademicoId: number }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotasRegistroIn) => call(notasPeriodoApi.registrar, { params: ref, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: actaKeys.all }),
  });
}

/** Corrections of submitted grades, paged, by state and search. */
export const useCorrecciones = (q: { estado?: 'pendiente' | 'aprobada' | 'rechazada'; value?: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: actaKeys.list(q),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(actaSupletoriaApi.list, { query: q }),
  });

/** Asks for a correction; the sheet (which shows it pending) and the lists are read again. */
export function usePedirCorreccion(seccionAsignaturaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CorreccionIn) => call(actaSupletoriaApi.create, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: actaKeys.of('acta', seccionAsignaturaId) });
      void qc.invalidateQueries({ queryKey: actaKeys.lists() });
    },
  });
}

/** Approves or rejects a correction; everything of grades is read again (the grade may have changed). */
export function useDecidirCorreccion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DecisionIn }) => call(actaSupletoriaApi.decide, { params: { actaSupletoriaId: id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: actaKeys.all }),
  });
}

/** A student career's academic history. */
export const useHistorial = (estudianteCarreraId: number | null) =>
  useQuery({
    queryKey: actaKeys.of('historial', estudianteCarreraId),
    enabled: !!estudianteCarreraId,
    queryFn: () => call(historialApi.get, { params: { estudianteCarreraId: estudianteCarreraId! } }),
  });

/** Checks a document's verification code (public page). */
export const validarDocumento = (body: { codigo: string; token: string | null }) => call(validacionApi.validar, { body });

/** Calculates one student career's index now. */
export const useCalcularIndice = () =>
  useMutation({ mutationFn: (estudianteCarreraId: number) => call(indiceApi.estudiante, { params: { estudianteCarreraId } }) });

/** The institution's latest index calculations; read again every two seconds while one runs. */
export const useCalculos = () =>
  useQuery({
    queryKey: actaKeys.of('calculos'),
    queryFn: () => call(indiceApi.calculos),
    refetchInterval: (q) => (q.state.data?.some((k) => k.estado === 'pendiente' || k.estado === 'en_curso') ? 2000 : false),
  });

/** Starts the institution's calculation. */
export function useIniciarCalculo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(indiceApi.iniciar),
    onSuccess: () => void qc.invalidateQueries({ queryKey: actaKeys.of('calculos') }),
  });
}

/** A student career's degree audit, against its plan or (what-if) another; not asked while `enabled` is false. */
export const useAuditoria = (estudianteCarreraId: number, planEstudioId: number | null, enabled = true) =>
  useQuery({
    queryKey: actaKeys.of('auditoria', { estudianteCarreraId, planEstudioId }),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => call(auditoriaApi.get, { params: { estudianteCarreraId }, query: { planEstudioId: planEstudioId ?? undefined } }),
  });

/** A student career's subjects granted of a kind (validated, exempted). */
export const useOtorgadas = (tipo: TipoOtorgada, estudianteCarreraId: number | null) =>
  useQuery({
    queryKey: actaKeys.of(tipo, estudianteCarreraId),
    enabled: !!estudianteCarreraId,
    queryFn: () => call(otorgadaApi[tipo].list, { params: { estudianteCarreraId: estudianteCarreraId! } }),
  });

/** Grants a subject; the career's list and its record are read again. */
export function useOtorgar(tipo: TipoOtorgada) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OtorgadaIn) => call(otorgadaApi[tipo].create, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: actaKeys.all }),
  });
}

/** Annuls a granted subject with its reason; the career's list and its record are read again. */
export function useAnularOtorgada(tipo: TipoOtorgada) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) => call(otorgadaApi[tipo].anular, { params: { id }, body: { motivo } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: actaKeys.all }),
  });
}

/** The subjects of a study plan. */
export const usePlanAsignaturas = (planEstudioId: number | null) =>
  useQuery({
    queryKey: actaKeys.of('plan', planEstudioId),
    enabled: !!planEstudioId,
    staleTime: 5 * 60_000,
    queryFn: () => call(planesApi.asignaturas, { params: { planEstudioId: planEstudioId! } }),
  });

/** A section's attendance on a day. */
export const useAsistencia = (seccionAsignaturaId: number, fecha: string) =>
  useQuery({
    queryKey: actaKeys.of('asistencia', { seccionAsignaturaId, fecha }),
    queryFn: () => call(asistenciaApi.get, { params: { seccionAsignaturaId, fecha } }),
  });

/** A section's meeting days and each student's attendance over them. */
export const useAsistenciaSeccion = (seccionAsignaturaId: number) =>
  useQuery({
    queryKey: actaKeys.of('asistenciaSeccion', seccionAsignaturaId),
    queryFn: () => call(asistenciaApi.seccion, { params: { seccionAsignaturaId } }),
  });

/**
 * Saves marks of a day as they are made (a mark, or the rest at once); the day and the section's
 * totals are read again once saved. Several may be on their way at once: each resolves on its own.
 */
export function useGuardarAsistencia(seccionAsignaturaId: number, fecha: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { lineas: { estudianteCarreraId: number; estado: EstadoAsistencia }[] }) =>
      call(asistenciaApi.save, { params: { seccionAsignaturaId, fecha }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: actaKeys.of('asistencia', { seccionAsignaturaId, fecha }) }),
        qc.invalidateQueries({ queryKey: actaKeys.of('asistenciaSeccion', seccionAsignaturaId) }),
      ]),
  });
}

/** The signed-in student's attendance and today's classes. */
export const useAsistenciaPropia = () => useQuery({ queryKey: actaKeys.of('asistenciaPropia'), queryFn: () => call(asistenciaApi.propia) });

/** The student's check-in; their attendance as the server answers it. */
export function useMarcarAsistencia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { seccionAsignaturaId: number; latitud: number; longitud: number }) => call(asistenciaApi.marcar, { body }),
    onSuccess: (propia) => qc.setQueryData(actaKeys.of('asistenciaPropia'), propia),
  });
}

/** The signed-in professor's own attendance (a 403 for staff who are not professors). */
export const useAsistenciaProfesorPropia = () => useQuery({ queryKey: actaKeys.of('asistenciaProfesor'), queryFn: () => call(profesorAsistenciaApi.propia) });

/** The professor's check-in; their attendance as the server answers it. */
export function useMarcarAsistenciaProfesor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { seccionAsignaturaId: number; latitud: number; longitud: number }) => call(profesorAsistenciaApi.marcar, { body }),
    onSuccess: (propia) => qc.setQueryData(actaKeys.of('asistenciaProfesor'), propia),
  });
}

/** A day's meetings with their professor's check-in, paged. */
export const useAsistenciaProfesoresDia = (q: { fecha: string; sedeId?: number; page: number; pageSize: number } | null) =>
  useQuery({
    queryKey: actaKeys.list({ profesoresDia: true, ...q }),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(profesorAsistenciaApi.dia, { params: { fecha: q!.fecha }, query: { sedeId: q!.sedeId, page: q!.page, pageSize: q!.pageSize } }),
  });

export const graduacionKeys = queryKeys('graduacion');

type FiltroGraduacion = { carreraId?: number; sedeId?: number; value?: string; page: number; pageSize: number };

/** Candidates to graduate, paged. */
export const useCandidatos = (q: FiltroGraduacion) =>
  useQuery({
    queryKey: graduacionKeys.list({ candidatos: true, ...q }),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(graduacionApi.candidatos, { query: q }),
  });

/** Graduates, paged. */
export const useGraduados = (q: FiltroGraduacion & { estado?: 'graduado' | 'anulado' }) =>
  useQuery({
    queryKey: graduacionKeys.list(q),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(graduacionApi.list, { query: q }),
  });

/** Graduates candidates; candidates and graduates are read again. */
export function useGraduar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GraduarIn) => call(graduacionApi.graduar, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: graduacionKeys.all }),
  });
}

/** Annuls a graduation with its reason. */
export function useAnularGraduacion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ graduadoId, motivo }: { graduadoId: number; motivo: string }) => call(graduacionApi.anular, { params: { graduadoId }, body: { motivo } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: graduacionKeys.all }),
  });
}

/** Letters issued, paged. */
export const useCartas = (q: { value?: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: graduacionKeys.list({ cartas: true, ...q }),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(cartaApi.list, { query: q }),
  });

export const oficioKeys = queryKeys('oficios');

/** Official letters, paged. */
export const useOficios = (q: { estado?: 'vigente' | 'anulado'; value?: string; page: number; pageSize: number }) =>
  useQuery({ queryKey: oficioKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(oficioApi.list, { query: q }) });

export function useCrearOficio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OficioIn) => call(oficioApi.create, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: oficioKeys.all }),
  });
}

export function useAnularOficio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ oficioId, motivo }: { oficioId: number; motivo: string }) => call(oficioApi.anular, { params: { oficioId }, body: { motivo } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: oficioKeys.all }),
  });
}

/** The public check of an official letter. */
export const consultarOficio = (body: { numero: string; codigo: string; token: string | null }) => call(oficioApi.consultar, { body });

export const solicitudKeys = queryKeys('solicitudes-online');

/** The documents a student may ask for online, with their prices. */
export const useDocumentosSolicitables = () =>
  useQuery({ queryKey: solicitudKeys.of('documentos'), staleTime: 5 * 60_000, queryFn: () => call(solicitudApi.documentos, {}) });

/** The signed-in student's online requests. */
export const useSolicitudesPropias = () => useQuery({ queryKey: solicitudKeys.of('propias'), queryFn: () => call(solicitudApi.propias, {}) });

export function useCrearSolicitud() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SolicitudIn) => call(solicitudApi.crear, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: solicitudKeys.all }),
  });
}

export function useCancelarSolicitud() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (solicitudId: number) => call(solicitudApi.cancelar, { params: { solicitudId } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: solicitudKeys.all }),
  });
}

/** Online requests for the registry, paged. */
export const useSolicitudes = (q: { estado?: EstadoSolicitud; value?: string; page: number; pageSize: number }) =>
  useQuery({ queryKey: solicitudKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(solicitudApi.list, { query: q }) });

export function useCambiarSolicitud() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ solicitudId, body }: { solicitudId: number; body: CambioIn }) => call(solicitudApi.cambiar, { params: { solicitudId }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: solicitudKeys.all }),
  });
}

/** A period's Moodle users, paged (nothing until a period is chosen). */
export const useUsuariosMoodle = (q: { periodoAcademicoId: number; sedeId?: number; page: number; pageSize: number } | null) =>
  useQuery({
    queryKey: queryKeys('moodle').list(q),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(moodleApi.list, { query: q! }),
  });
