import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { procesarApi } from '@claustro/domain/educacion-continuada/procesar.contract';
import { solicitudPublicaApi as api } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import type { BodyInput } from '@claustro/domain/platform/contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

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
