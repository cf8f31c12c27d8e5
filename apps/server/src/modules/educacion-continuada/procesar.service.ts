import type { ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { CatalogueService } from '../../platform/resources/catalogue.service.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { solicitudInscripcion } from '@claustro/domain/educacion-continuada/solicitud-inscripcion.resource';
import { solicitudQueries as q } from './solicitud.queries.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ParticipanteService } from '../financieros/participante.service.ts';

/**
 * `/educacion-continuada/procesar-solicitud`: the requests waiting, and moving one to another status —
 * only while it waits (two people never process it twice), and to a status that takes a seat only
 * while the course has one (the course locked meanwhile). A status that takes a seat charges the
 * participant what the course asks (finance's `participantes.cargar`). Audited.
 */
export function procesarService(deps: { database: Database; clock: Clock; catalogues: CatalogueService; participantes: ParticipanteService }) {
  const db = deps.database.db;
  return {
    pendientes: ({ input }: ServiceCall<{ cursoId?: number; value?: string | null; page: number; pageSize: number }>) =>
      q.pendientes(db, { cursoId: input.cursoId, value: input.value ?? undefined }, input),

    async procesar({ actor, input }: ServiceCall<{ solicitudInscripcionId: number; estadoSolicitudId: number }>) {
      await db.transaction(async (tx) => {
        const s = await q.bloquear(tx, input.solicitudInscripcionId);
        if (!s) throw new DomainError('not_found');
        if (!s.inicial) throw new DomainError('solicitud_procesada', { estado: s.estado });
        const destino = await q.estado(tx, input.estadoSolicitudId);
        if (!destino || destino.inicial) throw new DomainError('validation', {}, { estadoSolicitudId: { problem: 'estado_destino_requerido' } });
        if (destino.ocupaCupo) {
          const cupo = await q.cupoLibre(tx, s.cursoId);
          if (cupo.libres <= 0) throw new DomainError('curso_no_abierto', { curso: cupo.titulo });
        }
        await q.cambiarEstado(tx, input.solicitudInscripcionId, input.estadoSolicitudId);
        await deps.participantes.cargar(tx, input.solicitudInscripcionId, { usuarioId: actor.usuarioId, hoy: deps.clock.today() });
        await audit(tx, actor, {
          entidad: solicitudInscripcion.name,
          entidadId: input.solicitudInscripcionId,
          accion: 'actualizar',
          antes: { estado: s.estado },
          despues: { estado: destino.nombre },
        });
      });
      deps.catalogues.changed(solicitudInscripcion);
      return (await q.una(db, input.solicitudInscripcionId))!;
    },
  };
}
export type ProcesarService = ReturnType<typeof procesarService>;
