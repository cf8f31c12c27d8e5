import { solicitudInscripcion } from '@claustro/domain/educacion-continuada/solicitud-inscripcion.resource';
import type { EstadoSolicitudPublica } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import type { Caller, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { CatalogueService } from '../../platform/resources/catalogue.service.ts';
import { porcentajeAsistencia } from '@claustro/domain/educacion-continuada/certificado.rules';
import type { ParticipanteService } from '../financieros/participante.service.ts';
import { solicitudQueries as q } from './solicitud.queries.ts';

/**
 * Continuing education's public requests: the courses open for enrolment; filing a request (written
 * through the request's declaration — its validation, hooks (one per person and course, a code
 * nobody else has) and audit — in the status of new requests), refused while the course takes no enrolments or
 * has no seat left; and finding it again by identification and code — the participant's own record:
 * its status, their attendance, what they owe and their certificate.
 */
export function solicitudService(deps: { database: Database; clock: Clock; catalogues: CatalogueService; participantes: ParticipanteService }) {
  const db = deps.database.db;

  /** A request as its author reads it: where it stands, their attendance and what they owe (finance's), their certificate. */
  async function publica(documento: string, codigo: string): Promise<EstadoSolicitudPublica | null> {
    const s = await q.porCodigo(db, documento, codigo);
    if (!s) return null;
    const { solicitudInscripcionId, sesiones, presentes, minimo, ...resto } = s;
    const [saldo] = await deps.participantes.saldos(db, [solicitudInscripcionId]);
    return {
      ...resto,
      asistencia: { sesiones, presentes, minimo, porcentaje: porcentajeAsistencia(presentes, sesiones) },
      saldo: saldo ? { moneda: saldo.moneda, balance: saldo.balance, vencido: saldo.vencido } : null,
    };
  }
  const solicitudes = deps.catalogues.of(solicitudInscripcion);
  return {
    cursos: () => q.cursosAbiertos(db, deps.clock.today()),

    async nueva({ actor, input }: ServiceCall<Record<string, unknown>, Caller | null>): Promise<EstadoSolicitudPublica> {
      const codigo = await db.transaction(async (tx) => {
        const curso = await q.cursoParaSolicitud(tx, input.cursoId as number, deps.clock.today());
        if (!curso?.abierto) throw new DomainError('curso_no_abierto', { curso: curso?.titulo ?? String(input.cursoId) });
        const estado = await q.estadoInicial(tx);
        if (!estado) throw new DomainError('curso_no_abierto', { curso: curso.titulo });
        // The request's hooks give it its code and keep it one per person and course.
        const creada = await solicitudes.create(actor, { ...input, estadoSolicitudId: estado }, tx);
        return String(creada.soInCodigo);
      });
      return (await publica(String(input.soInIdentificacion), codigo))!;
    },

    async consultar({ input }: ServiceCall<{ documentoIdentificacion: string; codigo: string }, Caller | null>) {
      const found = await publica(input.documentoIdentificacion, input.codigo);
      if (!found) throw new DomainError('not_found');
      return found;
    },
  };
}
export type SolicitudService = ReturnType<typeof solicitudService>;
