import { useQuery } from '@tanstack/react-query';
import { solicitudPublicaApi as api } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import type { BodyInput } from '@claustro/domain/platform/contract';
import { call } from '../../platform/contract-client.ts';

/** Courses open for enrolment (public). */
export const useCursosAbiertos = () => useQuery({ queryKey: ['ec-cursos-abiertos'], queryFn: () => call(api.cursos, {}) });
export const enviarSolicitud = (body: BodyInput<typeof api.nueva>) => call(api.nueva, { body });
export const consultarSolicitudInscripcion = (body: BodyInput<typeof api.consultar>) => call(api.consultar, { body });
