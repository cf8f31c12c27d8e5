import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { procesarApi } from '@claustro/domain/educacion-continuada/procesar.contract';
import { solicitudPublicaApi as api } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import { participantesApi } from '@claustro/domain/educacion-continuada/participantes.contract';
import { avalApi } from '@claustro/domain/educacion-continuada/aval.contract';
import type { BodyInput } from '@claustro/domain/platform/contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { hoyLocal } from '../../platform/date-input.ts';

/** Courses open for enrolment (public). */
export const useCursosAbiertos = () => useQuery({ queryKey: ['ec-cursos-abiertos'], queryFn: () => call(api.cursos, {}) });
export const enviarSolicitud = (body: BodyInput<typeof api.nueva>) => call(api.nueva, { body });
export const consultarSolicitudInscripcion = (body: BodyInput<typeof api.consultar>) => call(api.consultar, { body });

// ── Staff: processing requests ──
export const solicitudesKeys = queryKeys('ec-solicitudes');
export const usePendientes = (q: { cursoId?: number; value?: string; page: number; pageSize: number }) =>
  useQuery({ queryKey: solicitudesKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(procesarApi.pendientes, { query: q }) });
export const procesarSolicitud = (solicitudInscripcionId: number, estadoSolicitudId: number) =>
  call(procesarApi.procesar, { params: { solicitudInscripcionId }, body: { estadoSolicitudId } });

// ── Staff: participants (their attendance, documents, certificates) ──
export const participantesKeys = queryKeys('ec-participantes');
export const useParticipaciones = (q: { cursoId?: number; value?: string; todas?: 'true' | 'false'; page: number; pageSize: number }, enabled = true) =>
  useQuery({
    queryKey: participantesKeys.list(q),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(participantesApi.list, { query: q }),
  });

// ── Staff: academic endorsements ──
export const avalKeys = queryKeys('ec-avales');
export const useAvales = (q: { value?: string; estado?: string; page: number; pageSize: number }) =>
  useQuery({ queryKey: avalKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(avalApi.list, { query: q as never }) });

/**
 * The course a course-by-course screen opens on, so it shows something at once: the latest that has
 * participants and has started (`terminado`: has ended; `documentos`: asks documents), or the latest
 * with participants.
 */
export function useCursoInicial(o: { terminado?: boolean; documentos?: boolean } = {}): number | undefined {
  const hoy = hoyLocal();
  const r = useParticipaciones({ page: 1, pageSize: 100 });
  const filas = r.data?.rows ?? [];
  const elegible = (p: (typeof filas)[number]) => (o.terminado ? p.fin < hoy : p.inicio <= hoy) && (!o.documentos || p.documentos.length > 0);
  return (filas.find(elegible) ?? filas[0])?.cursoId;
}
